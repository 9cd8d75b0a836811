// Generated from openapi/data-api.yaml by generator/openapi/generate-api-types.ts. Do not edit.
export interface paths {
    "/v1/supported-chains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chains the data API and RPC proxy serve */
        get: operations["getSupportedChains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/identity/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Name and avatar of an EVM address */
        get: operations["getIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{account}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of an account's transactions */
        get: operations["getTransactionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{address}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Native and token balances of an address */
        get: operations["getBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/{address}/nfts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The NFTs an address holds on one chain, from the collections the server lists
         * @description Read from the chain now: ERC-721 (Enumerable) and ERC-1155 balances of the collections the server's operator lists for the chain, names and images from each token's metadata. NFTs of collections it does not list, or lists as spam, are not answered. A chain the server does not serve has none.
         */
        get: operations["getNfts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quotes for swapping one token into another */
        get: operations["getSwapQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tokens that can be swapped on a chain */
        get: operations["getSwapTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fungible/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fiat prices of tokens */
        post: operations["getFungiblePrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/allowance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How much of a token the swap router may spend for a user */
        get: operations["getSwapAllowance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/gas-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current gas prices of a chain */
        get: operations["getGasPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/build-transaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Calldata for a swap */
        post: operations["buildSwapTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/convert/build-approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Calldata approving the swap router to spend a token */
        get: operations["buildApproveTransaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/account/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Records of a name registered here, else of the ENS name it is (forward resolution) */
        get: operations["lookupName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/reverse/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names of an address (registered here, then its ENS primary name) */
        get: operations["reverseLookupName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/suggestions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available names close to a wanted one */
        get: operations["getNameSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/profile/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a name for an address with a signed message */
        post: operations["registerName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/generators/onrampurl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A provider URL that starts a purchase */
        post: operations["generateOnrampUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onramp/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies that can be bought and paid with */
        get: operations["getOnrampOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/onramp/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price of buying an amount of a currency */
        post: operations["getOnrampQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Smart sessions granted by an address */
        get: operations["getSmartSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{address}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one smart session, proven by the owner's signature */
        post: operations["revokeSmartSession"];
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
        /** @description CAIP-2 network id, namespace:chainId */
        CaipNetworkId: string;
        /** @description CAIP-10 address, namespace:chainId:address */
        CaipAddress: string;
        Hex: string;
        /** @description A 20-byte EVM address, 0x and 40 hex digits */
        EvmAddress: string;
        SuccessResponse: {
            success: boolean;
        };
        SupportedChainsResponse: {
            http: components["schemas"]["CaipNetworkId"][];
            ws: components["schemas"]["CaipNetworkId"][];
            /** @description The chains whose transaction history this server lists (their nodes serve it). Without the field, every chain of `http` has history; a chain of `http` missing from it has none, and the history endpoint refuses it by name (501). */
            history?: components["schemas"]["CaipNetworkId"][];
        };
        IdentityResponse: {
            /** @description The primary name registered here (the first registered), else the address's ENS primary name on the first served chain with ENS; null without either */
            name: string | null;
            /** @description The name's avatar record (https, ipfs or data URI); an ENS NFT avatar record is answered as its image URL */
            avatar: string | null;
        };
        TransactionHistoryResponse: {
            data: components["schemas"]["Transaction"][];
            /** @description Cursor of the next page; null on the last page */
            next: string | null;
        };
        Transaction: {
            id: string;
            metadata: components["schemas"]["TransactionMetadata"];
            transfers: components["schemas"]["TransactionTransfer"][];
        };
        TransactionMetadata: {
            /** Format: date-time */
            minedAt: string;
            chain: components["schemas"]["CaipNetworkId"];
            /** @enum {string} */
            status: "confirmed" | "failed" | "pending";
            /** @description What the transaction did, e.g. send, receive, trade, approve, mint */
            operationType: string;
            sentFrom: string;
            sentTo: string;
            hash?: string;
            nonce?: number;
        };
        /** @description One movement of value; carries fungible_info or nft_info */
        TransactionTransfer: {
            fungible_info?: components["schemas"]["FungibleInfo"];
            nft_info?: components["schemas"]["NftInfo"];
            /** @enum {string} */
            direction?: "in" | "out" | "self";
            quantity: {
                /** @description Decimal amount in whole units */
                numeric: string;
            };
            /** @description USD value of the quantity now; absent when the server has no price for it */
            value?: number;
            /** @description USD price of one unit now; absent when the server has no price for it */
            price?: number;
        };
        FungibleInfo: {
            name?: string;
            symbol: string;
            icon?: {
                url: string;
            } | null;
        };
        NftInfo: {
            name: string;
            content?: {
                preview?: {
                    url: string;
                };
            };
            flags: {
                is_spam: boolean;
            };
        };
        BalanceResponse: {
            balances: components["schemas"]["TokenBalance"][];
        };
        TokenBalance: {
            name: string;
            symbol: string;
            chainId: components["schemas"]["CaipNetworkId"];
            /** @description Absent for the native currency */
            address?: components["schemas"]["CaipAddress"];
            /** @description Fiat value of the whole quantity; absent when the server has no price for it */
            value?: number;
            /** @description Fiat price of one unit; 0 when the server has no price for it */
            price: number;
            quantity: {
                decimals: string;
                numeric: string;
            };
            iconUrl: string;
        };
        NftsResponse: {
            nfts: components["schemas"]["Nft"][];
        };
        Nft: {
            chainId: components["schemas"]["CaipNetworkId"];
            collection: {
                address: components["schemas"]["CaipAddress"];
                /** @description The name the server's operator lists the collection under */
                name: string;
            };
            /** @description Decimal token id */
            tokenId: string;
            /** @enum {string} */
            standard: "erc721" | "erc1155";
            /** @description The metadata's name; the collection name and token id when it has none */
            name: string;
            /** @description The metadata's image as an https, ipfs:// or data:image URL; null when the metadata has none or could not be read */
            imageUrl: string | null;
            /** @description How many the address holds (always 1 for ERC-721) */
            amount: string;
        };
        SwapQuotesResponse: {
            quotes: components["schemas"]["SwapQuote"][];
        };
        SwapQuote: {
            id: string | null;
            fromAmount: string;
            fromAccount: string;
            toAmount: string;
            toAccount: string;
        };
        SwapTokensResponse: {
            tokens: components["schemas"]["SwapToken"][];
        };
        SwapToken: {
            name: string;
            symbol: string;
            address: components["schemas"]["CaipAddress"];
            decimals: number;
            logoUri: string;
            /** @description Whether the token supports permit */
            eip2612?: boolean;
        };
        FungiblePriceRequest: {
            currency: string;
            addresses: components["schemas"]["CaipAddress"][];
            projectId: string;
        };
        FungiblePriceResponse: {
            fungibles: components["schemas"]["FungiblePrice"][];
        };
        FungiblePrice: {
            name: string;
            symbol: string;
            iconUrl: string;
            price: number;
        };
        SwapAllowanceResponse: {
            /** @description Allowance in the token's smallest unit */
            allowance: string;
        };
        GasPriceResponse: {
            standard: string;
            fast: string;
            instant: string;
        };
        BuildSwapTransactionRequest: {
            projectId: string;
            amount: string;
            eip155: {
                /** @description Tolerated slippage in percent */
                slippage: string;
            };
            from: components["schemas"]["CaipAddress"];
            to: components["schemas"]["CaipAddress"];
            userAddress: string;
            disableEstimate?: boolean;
        };
        BuildSwapTransactionResponse: {
            tx: {
                from: components["schemas"]["EvmAddress"];
                to: components["schemas"]["EvmAddress"];
                data: components["schemas"]["Hex"];
                amount: string;
                eip155: components["schemas"]["Eip155Gas"];
            };
        };
        BuildApproveTransactionResponse: {
            tx: {
                from: components["schemas"]["EvmAddress"];
                to: components["schemas"]["EvmAddress"];
                data: components["schemas"]["Hex"];
                value: string;
                eip155: components["schemas"]["Eip155Gas"];
            };
        };
        Eip155Gas: {
            gas: string;
            gasPrice: string;
        };
        NameRecord: {
            name: string;
            /**
             * @description Where the name lives: `portkit`, registered through this API (POST /v1/profile/account), or `ens`, the address's ENS primary name read through a Universal Resolver
             * @enum {string}
             */
            source: "portkit" | "ens";
            /** @description Registration time, unix seconds (portkit names; ENS resolvers keep no times) */
            registered?: number;
            /** @description Last update time, unix seconds (portkit names) */
            updated?: number;
            /** @description Addresses by coin type */
            addresses: {
                [key: string]: components["schemas"]["NameAddress"];
            };
            /** @description Text records such as avatar and bio */
            attributes: {
                [key: string]: string;
            };
        };
        NameAddress: {
            address: string;
            /** @description When the address was set, ISO 8601 (portkit names; ENS resolvers keep no times) */
            created?: string;
        };
        NameSuggestionsResponse: {
            suggestions: {
                name: string;
                registered: boolean;
            }[];
        };
        RegisterNameRequest: {
            coin_type: number;
            address: string;
            /** @description JSON text naming the registration, signed by `address` */
            message: string;
            signature: components["schemas"]["Hex"];
        };
        OnrampUrlRequest: {
            destinationWallets: components["schemas"]["OnrampDestinationWallet"][];
            defaultNetwork?: string;
            partnerUserId: string;
            /** @enum {string} */
            defaultExperience?: "send" | "buy";
            presetCryptoAmount?: number;
            presetFiatAmount?: number;
        };
        OnrampDestinationWallet: {
            address: string;
            blockchains?: string[];
            assets?: string[];
            supportedNetworks?: string[];
        };
        OnrampUrlResponse: {
            /** Format: uri */
            url: string;
        };
        OnrampOptions: {
            purchaseCurrencies: components["schemas"]["PurchaseCurrency"][];
            paymentCurrencies: components["schemas"]["PaymentCurrency"][];
        };
        PurchaseCurrency: {
            id: string;
            name: string;
            symbol: string;
            networks: components["schemas"]["OnrampNetwork"][];
        };
        OnrampNetwork: {
            name: string;
            display_name: string;
            chain_id: string;
            contract_address: string;
        };
        PaymentCurrency: {
            id: string;
            payment_method_limits: components["schemas"]["PaymentMethodLimit"][];
        };
        PaymentMethodLimit: {
            /** @description Payment method, e.g. card or ach_bank_account */
            id: string;
            /** @description Decimal amount, e.g. 10.00: the runtime checks the amount entered against it as a number */
            min: string;
            /** @description Decimal amount, e.g. 7500.00 */
            max: string;
        };
        OnrampQuoteRequest: {
            purchaseCurrency: components["schemas"]["PurchaseCurrency"];
            paymentCurrency: components["schemas"]["PaymentCurrency"];
            amount: string;
            network: string;
        };
        OnrampQuote: {
            fee: components["schemas"]["CurrencyAmount"];
            subtotal: components["schemas"]["CurrencyAmount"];
            total: components["schemas"]["CurrencyAmount"];
            purchaseAmount: components["schemas"]["CurrencyAmount"];
            quoteId: string;
        };
        CurrencyAmount: {
            amount: string;
            currency: string;
        };
        SmartSessionsResponse: {
            pcis: components["schemas"]["SmartSession"][];
        };
        SmartSession: {
            /** @description Permission context id (hex, as the wallet granted it; the client posts it back to revoke) */
            pci: string;
            project: {
                id: string;
                name: string;
                url?: string;
                iconUrl?: string;
            };
            /** @description Expiry, unix seconds */
            expiry: number;
            /** @description Creation time, unix seconds */
            createdAt: number;
            revokedAt?: number;
            permissions: components["schemas"]["TypedData"][];
            policies: components["schemas"]["TypedData"][];
            context: components["schemas"]["Hex"];
        };
        /** @description A permission or policy; `data` depends on `type` */
        TypedData: {
            type: string;
            /** @description The permission's or policy's own fields, e.g. contract-call { address, calls, signer, chainId } or token-allowance { allowance, spent } (hex amounts) */
            data: {
                [key: string]: unknown;
            };
        };
        RevokeSmartSessionRequest: {
            pci: string;
            signature: components["schemas"]["Hex"];
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
        /** @description Account address */
        AddressPath: string;
        /** @description A name such as alice.portkit.id */
        NamePath: string;
        /** @description Address of the connected account asking */
        Sender: string;
        ApiVersion: string;
        ChainIdRequired: components["schemas"]["CaipNetworkId"];
        /** @description The swapping account */
        UserAddress: string;
        /** @description CAIP-10 address of the token sold */
        FromToken: components["schemas"]["CaipAddress"];
        /** @description CAIP-10 address of the token bought */
        ToToken: components["schemas"]["CaipAddress"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSupportedChains: {
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
            /** @description Supported CAIP-2 network ids by transport */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportedChainsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getIdentity: {
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
                /** @description Address of the connected account asking */
                sender?: components["parameters"]["Sender"];
            };
            header?: never;
            path: {
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Identity of the address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getTransactionHistory: {
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
                /** @description The `next` value of the previous page */
                cursor?: string;
                /** @description Limit to transactions of this onramp provider (e.g. coinbase) */
                onramp?: string;
                chainId?: components["schemas"]["CaipNetworkId"];
            };
            header?: never;
            path: {
                /** @description Account address */
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionHistoryResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getBalance: {
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
                /** @description Fiat currency for `price` and `value` (e.g. usd) */
                currency: string;
                chainId?: components["schemas"]["CaipNetworkId"];
                /** @description CAIP-10 token address whose cached balance must be refreshed */
                forceUpdate?: string;
            };
            header?: never;
            path: {
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Balances */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNfts: {
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
                chainId: components["parameters"]["ChainIdRequired"];
            };
            header?: never;
            path: {
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NFTs, by collection in the listed order, then by token id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NftsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSwapQuotes: {
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
                /** @description Amount of `from` in its smallest unit */
                amount: string;
                /** @description The swapping account */
                userAddress: components["parameters"]["UserAddress"];
                /** @description CAIP-10 address of the token sold */
                from: components["parameters"]["FromToken"];
                /** @description CAIP-10 address of the token bought */
                to: components["parameters"]["ToToken"];
                /** @description Gas price in wei */
                gasPrice?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quotes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwapQuotesResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSwapTokens: {
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
                chainId: components["parameters"]["ChainIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tokens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwapTokensResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getFungiblePrice: {
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
                "application/json": components["schemas"]["FungiblePriceRequest"];
            };
        };
        responses: {
            /** @description Prices, one per known token the server has a price for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FungiblePriceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSwapAllowance: {
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
                /** @description CAIP-10 token address */
                tokenAddress: components["schemas"]["CaipAddress"];
                /** @description The swapping account */
                userAddress: components["parameters"]["UserAddress"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Allowance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SwapAllowanceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getGasPrice: {
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
                chainId: components["parameters"]["ChainIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Gas prices in wei */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GasPriceResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    buildSwapTransaction: {
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
                "application/json": components["schemas"]["BuildSwapTransactionRequest"];
            };
        };
        responses: {
            /** @description The transaction to send */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildSwapTransactionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    buildApproveTransaction: {
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
                /** @description The swapping account */
                userAddress: components["parameters"]["UserAddress"];
                /** @description CAIP-10 address of the token sold */
                from: components["parameters"]["FromToken"];
                /** @description CAIP-10 address of the token bought */
                to: components["parameters"]["ToToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval transaction to send */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BuildApproveTransactionResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    lookupName: {
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
                apiVersion?: components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /** @description A name such as alice.portkit.id */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name's records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NameRecord"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    reverseLookupName: {
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
                /** @description Address of the connected account asking */
                sender?: components["parameters"]["Sender"];
                apiVersion?: components["parameters"]["ApiVersion"];
            };
            header?: never;
            path: {
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Names of the address, possibly none */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NameRecord"][];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getNameSuggestions: {
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
                /** @description Name zone (suffix) to suggest in */
                zone?: string;
            };
            header?: never;
            path: {
                /** @description A name such as alice.portkit.id */
                name: components["parameters"]["NamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NameSuggestionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    registerName: {
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
                "application/json": components["schemas"]["RegisterNameRequest"];
            };
        };
        responses: {
            /** @description Whether the name was registered */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    generateOnrampUrl: {
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
                "application/json": components["schemas"]["OnrampUrlRequest"];
            };
        };
        responses: {
            /** @description The URL to open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnrampUrlResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOnrampOptions: {
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
            /** @description Onramp options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnrampOptions"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getOnrampQuote: {
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
                "application/json": components["schemas"]["OnrampQuoteRequest"];
            };
        };
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnrampQuote"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getSmartSessions: {
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
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmartSessionsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    revokeSmartSession: {
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
                /** @description Account address */
                address: components["parameters"]["AddressPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeSmartSessionRequest"];
            };
        };
        responses: {
            /** @description Whether the session was revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
