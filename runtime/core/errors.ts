/** Entry point of the error catalogue (spec section 8); the catalogue itself lives in ./errors/. */
export * from './errors/index.ts'
