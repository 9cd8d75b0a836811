import type { operations } from '../../runtime/services/api/catalogue-api.gen.ts'
import type { ContractHandlers, OperationHandler } from '../http/handler-types.ts'

/** The catalogue API contract's types, generated from openapi/catalogue-api.yaml. */
export type CatalogueApiHandlers = ContractHandlers<operations>
export type CatalogueApiHandler<Id extends keyof operations> = OperationHandler<operations[Id]>
