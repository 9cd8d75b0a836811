// Generated from openapi/auth-api.yaml by generator/openapi/generate-api-types.ts. Do not edit.
export interface paths {
    "/v1/siwx/nonce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Issue a one-time nonce for the next sign-in message */
        post: operations["createNonce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/siwx/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active (neither expired nor revoked) sessions of one account */
        get: operations["listSessions"];
        put?: never;
        /** Verify a signed sign-in message and open a session */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/siwx/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One active session (404 once expired or revoked) */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/siwx/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one session, proven by the token its creation returned */
        post: operations["revokeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            status: string;
            reasons: components["schemas"]["ErrorReason"][];
        };
        ErrorReason: {
            name: string;
            description: string;
        };
        NonceResponse: {
            /** @description At least 8 alphanumeric characters (EIP-4361) */
            nonce: string;
            /**
             * Format: date-time
             * @description When the nonce can no longer be used (ISO 8601)
             */
            expiresAt: string;
        };
        /** @description The fields of a CAIP-122 sign-in message (spec section 3, SIWX message) */
        SiwxMessageData: {
            /** @description The signing account's address (without namespace and chain) */
            accountAddress: string;
            /** @description CAIP-2 network id, e.g. eip155:31337 */
            chainId: string;
            nonce: string;
            /** @description RFC 3986 authority of the page asking (host and port) */
            domain: string;
            /** @description RFC 3986 URI of the page asking */
            uri: string;
            version: string;
            /** Format: date-time */
            expirationTime?: string;
            /** Format: date-time */
            issuedAt?: string;
            /** Format: date-time */
            notBefore?: string;
            requestId?: string;
            resources?: string[];
            statement?: string;
        };
        /** @description The session as a CAIP-74 object capability (optional) */
        Cacao: {
            h: {
                [key: string]: unknown;
            };
            p: {
                [key: string]: unknown;
            };
            s: {
                [key: string]: unknown;
            };
        };
        /** @description A verified sign-in (spec section 3, Session) with the service's bookkeeping */
        SiwxSession: {
            /** @description Names the session in GET and revoke (the SessionIdPath parameter, never empty) */
            id: string;
            data: components["schemas"]["SiwxMessageData"];
            /** @description The exact text that was signed */
            message: string;
            signature: string;
            cacao?: components["schemas"]["Cacao"];
            /** Format: date-time */
            createdAt: string;
        };
        CreateSessionRequest: {
            /** @description The signed message text (EIP-4361 for eip155) */
            message: string;
            signature: string;
            cacao?: components["schemas"]["Cacao"];
        };
        CreateSessionResponse: {
            session: components["schemas"]["SiwxSession"];
            /** @description Secret that revokes the session; keep it with the session, never in a URL */
            token: string;
        };
        SessionsResponse: {
            sessions: components["schemas"]["SiwxSession"][];
        };
        RevokeSessionRequest: {
            token: string;
        };
        RevokeSessionResponse: {
            revoked: boolean;
        };
    };
    responses: {
        /** @description Any 4XX or 5XX answer: 400 for a malformed request, 401 for a refused verification (bad signature, wrong domain or uri, unknown, expired or reused nonce, expired or not yet valid message), 403 for a wrong revoke token, 404 for an unknown, expired or revoked session */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description The host app's project id */
        ProjectId: string;
        /** @description SDK type (portkit) */
        SdkType: string;
        /** @description SDK version */
        SdkVersion: string;
        /** @description Client id, sent only when the runtime has one */
        ClientId: string;
        /** @description Session id */
        SessionIdPath: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    createNonce: {
        parameters: {
            query: {
                /** @description The host app's project id */
                projectId: components["parameters"]["ProjectId"];
                /** @description SDK type (portkit) */
                st: components["parameters"]["SdkType"];
                /** @description SDK version */
                sv: components["parameters"]["SdkVersion"];
                /** @description Client id, sent only when the runtime has one */
                clientId?: components["parameters"]["ClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh nonce, usable once before it expires */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NonceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listSessions: {
        parameters: {
            query: {
                /** @description The host app's project id */
                projectId: components["parameters"]["ProjectId"];
                /** @description SDK type (portkit) */
                st: components["parameters"]["SdkType"];
                /** @description SDK version */
                sv: components["parameters"]["SdkVersion"];
                /** @description Client id, sent only when the runtime has one */
                clientId?: components["parameters"]["ClientId"];
                /** @description CAIP-10 account id, e.g. eip155:31337:0xabc... */
                accountAddress: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's active sessions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createSession: {
        parameters: {
            query: {
                /** @description The host app's project id */
                projectId: components["parameters"]["ProjectId"];
                /** @description SDK type (portkit) */
                st: components["parameters"]["SdkType"];
                /** @description SDK version */
                sv: components["parameters"]["SdkVersion"];
                /** @description Client id, sent only when the runtime has one */
                clientId?: components["parameters"]["ClientId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionRequest"];
            };
        };
        responses: {
            /** @description The verified session and the secret token that revokes it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateSessionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSession: {
        parameters: {
            query: {
                /** @description The host app's project id */
                projectId: components["parameters"]["ProjectId"];
                /** @description SDK type (portkit) */
                st: components["parameters"]["SdkType"];
                /** @description SDK version */
                sv: components["parameters"]["SdkVersion"];
                /** @description Client id, sent only when the runtime has one */
                clientId?: components["parameters"]["ClientId"];
            };
            header?: never;
            path: {
                /** @description Session id */
                id: components["parameters"]["SessionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiwxSession"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    revokeSession: {
        parameters: {
            query: {
                /** @description The host app's project id */
                projectId: components["parameters"]["ProjectId"];
                /** @description SDK type (portkit) */
                st: components["parameters"]["SdkType"];
                /** @description SDK version */
                sv: components["parameters"]["SdkVersion"];
                /** @description Client id, sent only when the runtime has one */
                clientId?: components["parameters"]["ClientId"];
            };
            header?: never;
            path: {
                /** @description Session id */
                id: components["parameters"]["SessionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeSessionRequest"];
            };
        };
        responses: {
            /** @description Revoked (also when it already was) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevokeSessionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
