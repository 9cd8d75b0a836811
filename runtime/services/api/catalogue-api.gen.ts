// Generated from openapi/catalogue-api.yaml by generator/openapi/generate-api-types.ts. Do not edit.
export interface paths {
    "/getWallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the wallet catalogue */
        get: operations["getWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getAnalyticsConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether analytics is on for this project */
        get: operations["getAnalyticsConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getWalletImage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A wallet's icon */
        get: operations["getWalletImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/getAssetImage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A network's or connector's image */
        get: operations["getAssetImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/getCurrencyImage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A fiat currency's image */
        get: operations["getCurrencyImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/getTokenImage/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A token's image */
        get: operations["getTokenImage"];
        put?: never;
        post?: never;
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
        WalletsPage: {
            data: components["schemas"]["WalletEntry"][];
            /** @description Number of matching wallets over all pages */
            count: number;
        };
        WalletEntry: {
            id: string;
            name: string;
            /** @description Reverse-DNS id announced over EIP-6963, when the wallet has one */
            rdns: string | null;
            image_id: string;
            /** @description CAIP-2 network ids the wallet supports */
            chains: string[];
            mobile_link: string | null;
            desktop_link: string | null;
            webapp_link: string | null;
            /** @description The wallet's own site (https), where a visitor without it gets it */
            homepage?: string;
            /** @description The wallet's store pages (https), by store */
            stores?: {
                ios?: string;
                android?: string;
                chrome?: string;
                firefox?: string;
                edge?: string;
                safari?: string;
            };
        };
        AnalyticsConfig: {
            isAnalyticsEnabled: boolean;
        };
    };
    responses: {
        /** @description Any 4XX or 5XX answer */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The image bytes */
        Image: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "image/*": string;
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
        /** @description Image id, e.g. a wallet entry's image_id */
        ImageId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWallets: {
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
                /** @description 1-based page number */
                page?: number;
                /** @description Wallets per page */
                entries?: number;
                /** @description Comma-separated wallet ids to keep (all others dropped) */
                include?: string;
                /** @description Comma-separated wallet ids to drop */
                exclude?: string;
                /** @description Comma-separated CAIP-2 network ids; only wallets supporting one of them */
                chains?: string;
                /** @description Case-insensitive text matched against wallet names */
                search?: string;
                /** @description Only wallets with this badge (e.g. certified) */
                badge_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and the total number of matching wallets */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletsPage"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getAnalyticsConfig: {
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
            /** @description Analytics config */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsConfig"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getWalletImage: {
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
                /** @description Image id, e.g. a wallet entry's image_id */
                id: components["parameters"]["ImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Image"];
            default: components["responses"]["Error"];
        };
    };
    getAssetImage: {
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
                /** @description Image id, e.g. a wallet entry's image_id */
                id: components["parameters"]["ImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Image"];
            default: components["responses"]["Error"];
        };
    };
    getCurrencyImage: {
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
                /** @description Image id, e.g. a wallet entry's image_id */
                id: components["parameters"]["ImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Image"];
            default: components["responses"]["Error"];
        };
    };
    getTokenImage: {
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
                /** @description Image id, e.g. a wallet entry's image_id */
                id: components["parameters"]["ImageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Image"];
            default: components["responses"]["Error"];
        };
    };
}
