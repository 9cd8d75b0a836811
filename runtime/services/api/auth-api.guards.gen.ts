// Generated from openapi/auth-api.yaml by generator/openapi/generate-api-guards.ts. Do not edit.
/* eslint-disable */
import type { components } from './auth-api.gen.ts'
import { isJsonObject, isDateTime, isUri, lengthOf } from '../../core/json-guards.ts'

export function isErrorResponse(value: unknown): value is components['schemas']['ErrorResponse'] {
  return (isJsonObject(value) && (typeof value["status"] === 'string') && ((field: unknown) => (Array.isArray(field) && field.every((item) => isErrorReason(item))))(value["reasons"]))
}

export function isErrorReason(value: unknown): value is components['schemas']['ErrorReason'] {
  return (isJsonObject(value) && (typeof value["name"] === 'string') && (typeof value["description"] === 'string'))
}

export function isNonceResponse(value: unknown): value is components['schemas']['NonceResponse'] {
  return (isJsonObject(value) && (typeof value["nonce"] === 'string' && /^[a-zA-Z0-9]{8,}$/u.test(value["nonce"])) && (typeof value["expiresAt"] === 'string' && isDateTime(value["expiresAt"])))
}

export function isSiwxMessageData(value: unknown): value is components['schemas']['SiwxMessageData'] {
  return (isJsonObject(value) && (typeof value["accountAddress"] === 'string') && (typeof value["chainId"] === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/u.test(value["chainId"])) && (typeof value["nonce"] === 'string') && (typeof value["domain"] === 'string') && (typeof value["uri"] === 'string') && (typeof value["version"] === 'string') && (value["expirationTime"] === undefined || (typeof value["expirationTime"] === 'string' && isDateTime(value["expirationTime"]))) && (value["issuedAt"] === undefined || (typeof value["issuedAt"] === 'string' && isDateTime(value["issuedAt"]))) && (value["notBefore"] === undefined || (typeof value["notBefore"] === 'string' && isDateTime(value["notBefore"]))) && (value["requestId"] === undefined || (typeof value["requestId"] === 'string')) && (value["resources"] === undefined || ((field: unknown) => (Array.isArray(field) && field.every((item) => (typeof item === 'string'))))(value["resources"])) && (value["statement"] === undefined || (typeof value["statement"] === 'string')))
}

export function isCacao(value: unknown): value is components['schemas']['Cacao'] {
  return (isJsonObject(value) && ((field: unknown) => (isJsonObject(field)))(value["h"]) && ((field: unknown) => (isJsonObject(field)))(value["p"]) && ((field: unknown) => (isJsonObject(field)))(value["s"]))
}

export function isSiwxSession(value: unknown): value is components['schemas']['SiwxSession'] {
  return (isJsonObject(value) && (typeof value["id"] === 'string' && lengthOf(value["id"]) >= 1) && isSiwxMessageData(value["data"]) && (typeof value["message"] === 'string') && (typeof value["signature"] === 'string') && (value["cacao"] === undefined || isCacao(value["cacao"])) && (typeof value["createdAt"] === 'string' && isDateTime(value["createdAt"])))
}

export function isCreateSessionRequest(value: unknown): value is components['schemas']['CreateSessionRequest'] {
  return (isJsonObject(value) && (typeof value["message"] === 'string' && lengthOf(value["message"]) >= 1) && (typeof value["signature"] === 'string' && /^0x[0-9a-fA-F]+$/u.test(value["signature"])) && (value["cacao"] === undefined || isCacao(value["cacao"])))
}

export function isCreateSessionResponse(value: unknown): value is components['schemas']['CreateSessionResponse'] {
  return (isJsonObject(value) && isSiwxSession(value["session"]) && (typeof value["token"] === 'string' && lengthOf(value["token"]) >= 1))
}

export function isSessionsResponse(value: unknown): value is components['schemas']['SessionsResponse'] {
  return (isJsonObject(value) && ((field: unknown) => (Array.isArray(field) && field.every((item) => isSiwxSession(item))))(value["sessions"]))
}

export function isRevokeSessionRequest(value: unknown): value is components['schemas']['RevokeSessionRequest'] {
  return (isJsonObject(value) && (typeof value["token"] === 'string' && lengthOf(value["token"]) >= 1))
}

export function isRevokeSessionResponse(value: unknown): value is components['schemas']['RevokeSessionResponse'] {
  return (isJsonObject(value) && typeof value["revoked"] === 'boolean')
}
