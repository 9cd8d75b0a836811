// Generated from openapi/catalogue-api.yaml by generator/openapi/generate-api-guards.ts. Do not edit.
/* eslint-disable */
import type { components } from './catalogue-api.gen.ts'
import { isJsonObject, isDateTime, isUri, lengthOf } from '../../core/json-guards.ts'

export function isErrorResponse(value: unknown): value is components['schemas']['ErrorResponse'] {
  return (isJsonObject(value) && (typeof value["status"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isErrorReason(item))))(value["reasons"]))
}

export function isErrorReason(value: unknown): value is components['schemas']['ErrorReason'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["description"] === 'string'))
}

export function isWalletsPage(value: unknown): value is components['schemas']['WalletsPage'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isWalletEntry(item))))(value["data"]) && Number.isInteger(value["count"]) && (value["count"] as number) >= 0)
}

export function isWalletEntry(value: unknown): value is components['schemas']['WalletEntry'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string') && (typeof value["name"] === 'string') && ((typeof value["rdns"] === 'string') || value["rdns"] === null) && (typeof value["image_id"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => (typeof item === 'string'))))(value["chains"]) && ((typeof value["mobile_link"] === 'string') || value["mobile_link"] === null) && ((typeof value["desktop_link"] === 'string') || value["desktop_link"] === null) && ((typeof value["webapp_link"] === 'string') || value["webapp_link"] === null) && (value["homepage"] === undefined || (typeof value["homepage"] === 'string')) && (value["stores"] === undefined || ((field: unknown) => (isJsonObject(field) && (field["ios"] === undefined || (typeof field["ios"] === 'string')) && (field["android"] === undefined || (typeof field["android"] === 'string')) && (field["chrome"] === undefined || (typeof field["chrome"] === 'string')) && (field["firefox"] === undefined || (typeof field["firefox"] === 'string')) && (field["edge"] === undefined || (typeof field["edge"] === 'string')) && (field["safari"] === undefined || (typeof field["safari"] === 'string'))))(value["stores"])))
}

export function isAnalyticsConfig(value: unknown): value is components['schemas']['AnalyticsConfig'] {
  return (isJsonObject(value) && typeof value["isAnalyticsEnabled"] === 'boolean')
}
