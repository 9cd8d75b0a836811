// Generated from openapi/analytics-api.yaml by generator/openapi/generate-api-guards.ts. Do not edit.
/* eslint-disable */
import type { components } from './analytics-api.gen.ts'
import { isJsonObject, isDateTime, isUri, lengthOf } from '../../core/json-guards.ts'

export function isErrorResponse(value: unknown): value is components['schemas']['ErrorResponse'] {
  return (isJsonObject(value) && (typeof value["status"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isErrorReason(item))))(value["reasons"]))
}

export function isErrorReason(value: unknown): value is components['schemas']['ErrorReason'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["description"] === 'string'))
}

export function isAnalyticsEvent(value: unknown): value is components['schemas']['AnalyticsEvent'] {
  return (isJsonObject(value) && (typeof value["eventId"] === 'string') && (typeof value["url"] === 'string') && (typeof value["domain"] === 'string') && Number.isInteger(value["timestamp"]) && isAnalyticsEventProps(value["props"]))
}

export function isAnalyticsEventProps(value: unknown): value is components['schemas']['AnalyticsEventProps'] {
  return (isJsonObject(value) && (typeof value["type"] === 'string') && (typeof value["event"] === 'string') && (value["address"] === undefined || (typeof value["address"] === 'string')) && (value["properties"] === undefined || ((field: unknown) => (isJsonObject(field)))(value["properties"])))
}
