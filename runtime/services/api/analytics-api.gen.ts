// Generated from openapi/analytics-api.yaml by generator/openapi/generate-api-types.ts. Do not edit.
export interface paths {
    "/e": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record one analytics event */
        post: operations["sendEvent"];
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
        AnalyticsEvent: {
            /** Format: uuid */
            eventId: string;
            /** @description The page the event happened on */
            url: string;
            domain: string;
            /** @description Unix time in milliseconds */
            timestamp: number;
            props: components["schemas"]["AnalyticsEventProps"];
        };
        AnalyticsEventProps: {
            /** @description Event kind, e.g. track */
            type: string;
            /** @description Event name, e.g. SEND_INITIATED, SWITCH_NETWORK, DISCONNECT_SUCCESS */
            event: string;
            /** @description The connected address, when there is one */
            address?: string;
            /** @description Event data; its fields depend on `event` */
            properties?: Record<string, never>;
        };
    };
    responses: {
        /** @description Any 4XX or 5XX answer (403 for an invalid project id) */
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
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sendEvent: {
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
                "application/json": components["schemas"]["AnalyticsEvent"];
            };
        };
        responses: {
            /** @description Event recorded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Event recorded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["Error"];
        };
    };
}
