import type { components, operations } from '../../runtime/services/api/data-api.gen.ts'
import type { ContractHandlers, OperationHandler } from '../http/handler-types.ts'

/** The data API contract's types, generated from openapi/data-api.yaml. */
export type DataApiSchemas = components['schemas']
export type DataApiOperations = operations
export type DataApiHandlers = ContractHandlers<operations>
export type DataApiHandler<Id extends keyof operations> = OperationHandler<operations[Id]>
