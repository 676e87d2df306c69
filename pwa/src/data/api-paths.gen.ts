// Generated from the API's OpenAPI document by `npm run api:types`: do not edit by hand.
// The app's client (api.ts) reads each call's answer type from its path here; types only, no code.
export interface paths {
    "/admin/audit/{entity}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed an event, team, squad or player, newest first (an organiser: their events' entries) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entity: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a registration: the member becomes a player */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a registration, with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        flaggedFields?: ("dateOfBirth" | "instagramUsername" | "portraitImage" | "idFrontPicture" | "idBackPicture")[];
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registration requests waiting for review */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                _id: string;
                                createdAt: string;
                                dateOfBirth: string;
                                declineReason: string | null;
                                flaggedFields: ("dateOfBirth" | "instagramUsername" | "portraitImage" | "idFrontPicture" | "idBackPicture")[];
                                idBackPicture: string | null;
                                idFrontPicture: string | null;
                                instagramUsername: string | null;
                                portraitImage: string | null;
                                primaryShirtNumber: number | null;
                                /** @enum {string} */
                                registrationType: "new" | "old";
                                secondaryShirtNumber: number | null;
                                selectedOldPlayerId: {
                                    _id: string;
                                    fullName: string;
                                    team: {
                                        name: string;
                                    }[];
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                updatedAt: string;
                                userId: {
                                    _id: string;
                                    email: string | null;
                                    fullName: string;
                                    phoneNumber: string | null;
                                    /** @enum {string} */
                                    userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                                };
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/requests/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many requests are pending, approved and declined */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            stats: {
                                approved: number;
                                pending: number;
                                rejected: number;
                                total: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/uploads/{folder}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ID photo of a registration request (site admins; organisers given review, for the requests they review) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                    folder: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a link to choose a new password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in: the session comes back as an HttpOnly cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                _id: string;
                                coachingTeams: string[];
                                email: string;
                                fullName: string;
                                goldUntil: string | null;
                                id: string;
                                isAdmin: boolean;
                                isGold: boolean;
                                isVerified: boolean;
                                /** @enum {string|null} */
                                locale?: "en" | "ar" | "fr" | null;
                                playerId: number | null;
                                staffRoles?: {
                                    editionId: string | null;
                                    eventSlug: string;
                                    role: string;
                                    scope: {
                                        games?: string[];
                                        pitches?: string[];
                                    };
                                    viaLink: boolean;
                                }[];
                                type: string;
                                /** @enum {string} */
                                userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                                volunteer?: boolean;
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of this device's session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out of every session of the account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, or null for a visitor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                _id: string;
                                coachingTeams: string[];
                                email: string;
                                fullName: string;
                                goldUntil: string | null;
                                id: string;
                                isAdmin: boolean;
                                isGold: boolean;
                                isVerified: boolean;
                                /** @enum {string|null} */
                                locale?: "en" | "ar" | "fr" | null;
                                playerId: number | null;
                                staffRoles?: {
                                    editionId: string | null;
                                    eventSlug: string;
                                    role: string;
                                    scope: {
                                        games?: string[];
                                        pitches?: string[];
                                    };
                                    viaLink: boolean;
                                }[];
                                type: string;
                                /** @enum {string} */
                                userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                                volunteer?: boolean;
                            } | null;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's follows kept on their account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            follows: {
                                eventId: string;
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "team" | "game" | "event";
                                label: string;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the member's follows kept on their account */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        follows: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "team" | "game" | "event";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The member's language, for mail and notifications */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "en" | "ar" | "fr";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the verification link again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the token of the mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPassword: string;
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/score-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a scorer with a score-entry link's token and a name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                _id: string;
                                coachingTeams: string[];
                                email: string;
                                fullName: string;
                                goldUntil: string | null;
                                id: string;
                                isAdmin: boolean;
                                isGold: boolean;
                                isVerified: boolean;
                                /** @enum {string|null} */
                                locale?: "en" | "ar" | "fr" | null;
                                playerId: number | null;
                                staffRoles?: {
                                    editionId: string | null;
                                    eventSlug: string;
                                    role: string;
                                    scope: {
                                        games?: string[];
                                        pitches?: string[];
                                    };
                                    viaLink: boolean;
                                }[];
                                type: string;
                                /** @enum {string} */
                                userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                                volunteer?: boolean;
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a link to verify the address is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coachInvite?: string;
                        confirmPassword: string;
                        email: string;
                        fullName: string;
                        /** @enum {string} */
                        locale?: "en" | "ar" | "fr";
                        password: string;
                        phoneNumber: string;
                        /**
                         * @default Fan
                         * @enum {string}
                         */
                        userRole?: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an address with the token of the mailed link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages sent through Contact Us, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    page?: string;
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                _id: string;
                                adminNotes: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                email: string;
                                message: string;
                                name: string;
                                repliedAt: string | null;
                                /** @enum {string} */
                                status: "new" | "read" | "replied" | "closed";
                                subject: string;
                            }[];
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Send a message to the organisers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                        name: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark a message read or answered, with the admin's notes */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adminNotes?: string;
                        /** @enum {string} */
                        status: "new" | "read" | "replied" | "closed";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            updatedMessage: {
                                _id: string;
                                adminNotes: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                email: string;
                                message: string;
                                name: string;
                                repliedAt: string | null;
                                /** @enum {string} */
                                status: "new" | "read" | "replied" | "closed";
                                subject: string;
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/custom-rankings/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's hand-set rankings */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Set an event's rankings by hand */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string | null;
                        rankings: {
                            points?: number | "" | null;
                            position: number;
                            /** Format: uuid */
                            teamId: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API, readable (Swagger UI) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The files of the readable API page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: "swagger-ui.css" | "swagger-ui-bundle.js" | "init.js";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/javascript": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    page?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    advancingTeams: number;
                                    discipline?: {
                                        redCardGames: number;
                                        yellowCardsForSuspension: number;
                                    };
                                    drawingOfLots?: string[];
                                    forfeitScore?: [
                                        number,
                                        number
                                    ];
                                    groupsCount: number;
                                    knockoutTeams: number;
                                    label: string | null;
                                    leagueTeams: number;
                                    match?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    minRestMinutes?: number;
                                    name: string;
                                    pointsAdjustments?: {
                                        points: number;
                                        reason: string;
                                        teamId: string;
                                    }[];
                                    position: number;
                                    review?: {
                                        scorerResults: boolean;
                                    };
                                    slotMinutes?: number;
                                    slug: string;
                                    /** @enum {string} */
                                    stageType: "Group Stage" | "Knockout" | "League";
                                    teamsPerGroup: number;
                                    thirdPlaceMatch?: boolean;
                                    tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                                }[];
                                contact_info: {
                                    email: string | null;
                                    phone: string | null;
                                };
                                event: string;
                                event_edition: number;
                                event_logo: string | null;
                                /** @enum {string} */
                                kind: "futsal" | "street";
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                startsOn: string | null;
                                venues?: {
                                    _id: string;
                                    address?: string | null;
                                    name: string;
                                    pitches: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                            }[];
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an event (multipart, with its logo) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    advancingTeams: number;
                                    discipline?: {
                                        redCardGames: number;
                                        yellowCardsForSuspension: number;
                                    };
                                    drawingOfLots?: string[];
                                    forfeitScore?: [
                                        number,
                                        number
                                    ];
                                    groupsCount: number;
                                    knockoutTeams: number;
                                    label: string | null;
                                    leagueTeams: number;
                                    match?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    minRestMinutes?: number;
                                    name: string;
                                    pointsAdjustments?: {
                                        points: number;
                                        reason: string;
                                        teamId: string;
                                    }[];
                                    position: number;
                                    review?: {
                                        scorerResults: boolean;
                                    };
                                    slotMinutes?: number;
                                    slug: string;
                                    /** @enum {string} */
                                    stageType: "Group Stage" | "Knockout" | "League";
                                    teamsPerGroup: number;
                                    thirdPlaceMatch?: boolean;
                                    tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                                }[];
                                contact_info: {
                                    email: string | null;
                                    phone: string | null;
                                };
                                event: string;
                                event_edition: number;
                                event_logo: string | null;
                                /** @enum {string} */
                                kind: "futsal" | "street";
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                startsOn: string | null;
                                venues?: {
                                    _id: string;
                                    address?: string | null;
                                    name: string;
                                    pitches: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's fixtures as a calendar */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "ar" | "fr";
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's games, a page at a time */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                    limit?: string;
                    page?: string;
                    round?: string;
                    status?: string;
                    team?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                /** @enum {boolean} */
                                awaitingConfirmation?: true;
                                awayGoals: {
                                    _id: string;
                                    assist: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    assistName: string | null;
                                    minute: number;
                                    /** @enum {boolean} */
                                    ownGoal?: true;
                                    scorer: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    scorerName: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                awayPenalties: number | null;
                                awayPenaltyGoals: {
                                    _id: string;
                                    assist: null;
                                    assistName: null;
                                    /** @enum {boolean} */
                                    isPenalty: true;
                                    minute: number;
                                    scorer: null;
                                    /** @enum {string} */
                                    scorerName: "Penalty";
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                awayScore: number;
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                };
                                cards?: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock?: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                fouls?: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                group: {
                                    _id: string;
                                    name: string;
                                } | null;
                                homeGoals: {
                                    _id: string;
                                    assist: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    assistName: string | null;
                                    minute: number;
                                    /** @enum {boolean} */
                                    ownGoal?: true;
                                    scorer: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    scorerName: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                homePenalties: number | null;
                                homePenaltyGoals: {
                                    _id: string;
                                    assist: null;
                                    assistName: null;
                                    /** @enum {boolean} */
                                    isPenalty: true;
                                    minute: number;
                                    scorer: null;
                                    /** @enum {string} */
                                    scorerName: "Penalty";
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                homeScore: number;
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                };
                                lineups?: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings?: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: {
                                    _id: string;
                                    fullName: string;
                                    portraitImage: string | null;
                                    team: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                } | null;
                                pitch?: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                /** @enum {string} */
                                stage?: "group" | "knockout" | "league" | "friendly";
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                timeouts?: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            }[];
                            pagination: {
                                limit: number;
                                page: number;
                                pages: number;
                                total: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a game to an event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string | null;
                        awayTeam: string;
                        groupName?: string | null;
                        homeTeam: string;
                        location?: string | null;
                        round?: string | null;
                        /** @enum {string} */
                        stage?: "group" | "knockout" | "league" | "friendly";
                        startTime?: string | null;
                        /** @enum {string} */
                        status?: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One game with its goals, cards and squads */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            game: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                /** @enum {boolean} */
                                awaitingConfirmation?: true;
                                awayGoals: {
                                    _id: string;
                                    assist: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    assistName: string | null;
                                    minute: number;
                                    /** @enum {boolean} */
                                    ownGoal?: true;
                                    scorer: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    scorerName: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                awayPenalties: number | null;
                                awayPenaltyGoals: {
                                    _id: string;
                                    assist: null;
                                    assistName: null;
                                    /** @enum {boolean} */
                                    isPenalty: true;
                                    minute: number;
                                    scorer: null;
                                    /** @enum {string} */
                                    scorerName: "Penalty";
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                awayScore: number;
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                    players: {
                                        _id: string;
                                        fullName: string;
                                        playerId: number | null;
                                        portraitImage: string | null;
                                        shirtNumber?: number | null;
                                    }[];
                                    slug: string;
                                };
                                cards?: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock?: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                fouls?: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                group: {
                                    _id: string;
                                    name: string;
                                } | null;
                                homeGoals: {
                                    _id: string;
                                    assist: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    assistName: string | null;
                                    minute: number;
                                    /** @enum {boolean} */
                                    ownGoal?: true;
                                    scorer: {
                                        _id: string;
                                        fullName: string;
                                    } | null;
                                    scorerName: string;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                homePenalties: number | null;
                                homePenaltyGoals: {
                                    _id: string;
                                    assist: null;
                                    assistName: null;
                                    /** @enum {boolean} */
                                    isPenalty: true;
                                    minute: number;
                                    scorer: null;
                                    /** @enum {string} */
                                    scorerName: "Penalty";
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                homeScore: number;
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                    players: {
                                        _id: string;
                                        fullName: string;
                                        playerId: number | null;
                                        portraitImage: string | null;
                                        shirtNumber?: number | null;
                                    }[];
                                    slug: string;
                                };
                                lineups?: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings?: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: {
                                    _id: string;
                                    fullName: string;
                                    portraitImage: string | null;
                                    team: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                } | null;
                                pitch?: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    player: {
                                        _id: string;
                                        fullName: string;
                                    };
                                    playerId: number | null;
                                    saves: number;
                                    /** @enum {string|null} */
                                    side: "home" | "away" | null;
                                }[];
                                /** @enum {string} */
                                stage?: "group" | "knockout" | "league" | "friendly";
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended?: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts?: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Edit a game (the spec call: score, goals, status in one body) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        awayGoals?: {
                            _id?: string;
                            assist?: string | {
                                _id?: string;
                                fullName?: string;
                                id?: string;
                            } | null;
                            assistName?: string | null;
                            id?: string;
                            minute: number | string;
                            scorer?: string | {
                                _id?: string;
                                fullName?: string;
                                id?: string;
                            } | null;
                            scorerName?: string | null;
                        }[];
                        awayPenaltyGoals?: ({
                            minute?: number;
                            scorerName?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        confirm?: boolean;
                        /** @enum {string} */
                        forfeit?: "home" | "away";
                        homeGoals?: {
                            _id?: string;
                            assist?: string | {
                                _id?: string;
                                fullName?: string;
                                id?: string;
                            } | null;
                            assistName?: string | null;
                            id?: string;
                            minute: number | string;
                            scorer?: string | {
                                _id?: string;
                                fullName?: string;
                                id?: string;
                            } | null;
                            scorerName?: string | null;
                        }[];
                        homePenaltyGoals?: ({
                            minute?: number;
                            scorerName?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** Format: uuid */
                        pitch?: string | null;
                        /** Format: date-time */
                        startTime?: string | null;
                        /** @enum {string} */
                        status?: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a game; `{ confirm: true }` after a 409 that lists what goes with it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm?: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A game's edit history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/goals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a goal */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        assistId?: string | null;
                        assistName?: string | null;
                        /** Format: uuid */
                        goalId: string;
                        minute: number;
                        /** Format: uuid */
                        scorerId?: string | null;
                        scorerName: string;
                        /** @enum {string} */
                        side: "home" | "away";
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/goals/{goalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a goal */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                    goalId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/mvp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a game's best player */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        expected: string | null;
                        /** Format: uuid */
                        value: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/penalties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the penalty shoot-out score */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expected: {
                            away: number;
                            home: number;
                        } | null;
                        value: {
                            away: number;
                            home: number;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/saves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the goalkeepers' saves */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expected: number;
                        /** Format: uuid */
                        playerId: string;
                        value: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/{gameId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a game's status (scheduled, live, finished...) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                    gameId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        expected: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                        /** @enum {string} */
                        status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conflicts?: unknown[];
                            game: {
                                _id: string;
                                awayGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                awayPenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                awayTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                cards: {
                                    _id: string;
                                    /** @enum {string} */
                                    kind: "yellow" | "secondYellow" | "red";
                                    minute: number;
                                    playerId: string;
                                    reason: string | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                clock: {
                                    elapsedSeconds: number;
                                    /** @enum {string} */
                                    period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                    runningSince: string | null;
                                } | null;
                                event: string;
                                /** @enum {string|null} */
                                forfeit: "home" | "away" | null;
                                fouls: {
                                    away: [
                                        number,
                                        number
                                    ];
                                    home: [
                                        number,
                                        number
                                    ];
                                };
                                homeGoals: {
                                    _id: string;
                                    assist: string | null;
                                    assistName: string | null;
                                    id: string;
                                    minute: number;
                                    scorer: string | null;
                                    scorerName: string;
                                }[];
                                homePenaltyGoals: {
                                    minute: number;
                                    scorerName: string;
                                }[];
                                homeTeam: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                                id: string;
                                lineups: {
                                    away: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                    home: {
                                        goalkeeper?: boolean;
                                        playerId: string;
                                        shirt?: number | null;
                                    }[];
                                };
                                location: string | null;
                                matchSettings: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                mvp: string | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                } | null;
                                round: string;
                                saves: {
                                    name: string | null;
                                    playerId: string;
                                    saves: number;
                                }[];
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                suspended: {
                                    playerId: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                }[];
                                timeouts: {
                                    _id: string;
                                    half: 1 | 2;
                                    minute: number | null;
                                    /** @enum {string} */
                                    side: "home" | "away";
                                }[];
                                version: number;
                            } | null;
                            goalId?: string;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/games/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish draft games, so fans see them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            published: number;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/offline-bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A whole edition to read offline; with scope=live, the part a game change can alter */
        get: {
            parameters: {
                query?: {
                    scope?: "live";
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            edition: number;
                            eventId: string;
                            generatedAt: string;
                            players?: {
                                careers: {
                                    [key: string]: unknown;
                                };
                                teams: unknown[];
                                users: ({
                                    id: string;
                                    team: number[];
                                } & {
                                    [key: string]: unknown;
                                })[];
                            };
                            responses: {
                                [key: string]: unknown;
                            };
                            /** @enum {string} */
                            scope: "all" | "live";
                            slug: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's teams, of one age group if asked */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            teams: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                captain: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                coach: {
                                    _id: string;
                                    fullName: string;
                                } | {
                                    fullName: string;
                                    phone?: string;
                                } | null;
                                draws: number;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                games_played: number;
                                goals_conceided: number;
                                goals_scored: number;
                                location: string | null;
                                logo: string | null;
                                losses: number;
                                name: string;
                                playerCards: {
                                    _id: string;
                                    redCards: number;
                                    yellowCards: number;
                                }[];
                                players: {
                                    _id: string;
                                    fullName: string;
                                    playerId: number | null;
                                    portraitImage: string | null;
                                    shirtNumber?: number | null;
                                }[];
                                playersCount: number;
                                redCards: number;
                                slug: string;
                                suspensions?: {
                                    gameId: string;
                                    opponent: string | null;
                                    playerId: string;
                                    playerName: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                    startTime: string | null;
                                }[];
                                teamId: string;
                                teamSize: number;
                                wins: number;
                                yellowCards: number;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a team to an event (multipart, with its logo) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            team: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                captain: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                coach: {
                                    _id: string;
                                    fullName: string;
                                } | {
                                    fullName: string;
                                    phone?: string;
                                } | null;
                                draws: number;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                games_played: number;
                                goals_conceided: number;
                                goals_scored: number;
                                location: string | null;
                                logo: string | null;
                                losses: number;
                                name: string;
                                playerCards: {
                                    _id: string;
                                    redCards: number;
                                    yellowCards: number;
                                }[];
                                players: {
                                    _id: string;
                                    fullName: string;
                                    playerId: number | null;
                                    portraitImage: string | null;
                                    shirtNumber?: number | null;
                                }[];
                                playersCount: number;
                                redCards: number;
                                slug: string;
                                suspensions?: {
                                    gameId: string;
                                    opponent: string | null;
                                    playerId: string;
                                    playerName: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                    startTime: string | null;
                                }[];
                                teamId: string;
                                teamSize: number;
                                wins: number;
                                yellowCards: number;
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event by id or slug */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    advancingTeams: number;
                                    discipline?: {
                                        redCardGames: number;
                                        yellowCardsForSuspension: number;
                                    };
                                    drawingOfLots?: string[];
                                    forfeitScore?: [
                                        number,
                                        number
                                    ];
                                    groupsCount: number;
                                    knockoutTeams: number;
                                    label: string | null;
                                    leagueTeams: number;
                                    match?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    minRestMinutes?: number;
                                    name: string;
                                    pointsAdjustments?: {
                                        points: number;
                                        reason: string;
                                        teamId: string;
                                    }[];
                                    position: number;
                                    review?: {
                                        scorerResults: boolean;
                                    };
                                    slotMinutes?: number;
                                    slug: string;
                                    /** @enum {string} */
                                    stageType: "Group Stage" | "Knockout" | "League";
                                    teamsPerGroup: number;
                                    thirdPlaceMatch?: boolean;
                                    tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                                }[];
                                contact_info: {
                                    email: string | null;
                                    phone: string | null;
                                };
                                event: string;
                                event_edition: number;
                                event_logo: string | null;
                                /** @enum {string} */
                                kind: "futsal" | "street";
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                startsOn: string | null;
                                venues?: {
                                    _id: string;
                                    address?: string | null;
                                    name: string;
                                    pitches: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Edit an event: Event Management's fields, or the Standings Manager's stage keys */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroups?: {
                            /** Format: uuid */
                            _id?: string;
                            advancingTeams?: number | string | null;
                            forfeitScore?: [
                                number,
                                number
                            ];
                            groupsCount?: number | string | null;
                            knockoutTeams?: number | string | null;
                            label?: string | null;
                            leagueTeams?: number | string | null;
                            name: string;
                            /**
                             * @default Group Stage
                             * @enum {string}
                             */
                            stageType?: "Group Stage" | "Knockout" | "League";
                            teamsPerGroup?: number | string | null;
                        }[];
                        confirm?: boolean;
                        contact_info?: {
                            email?: string | null;
                            phone?: string | null;
                        };
                        discipline?: unknown;
                        drawingOfLots?: unknown;
                        groupStage?: unknown;
                        knockoutStage?: unknown;
                        match?: unknown;
                        pointsAdjustments?: unknown;
                        review?: unknown;
                        thirdPlaceMatch?: unknown;
                        tiebreakers?: unknown;
                        venues?: {
                            /** Format: uuid */
                            _id?: string;
                            address?: string | null;
                            name: string;
                            pitches: {
                                /** Format: uuid */
                                _id?: string;
                                code: string;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            event?: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    advancingTeams: number;
                                    discipline?: {
                                        redCardGames: number;
                                        yellowCardsForSuspension: number;
                                    };
                                    drawingOfLots?: string[];
                                    forfeitScore?: [
                                        number,
                                        number
                                    ];
                                    groupsCount: number;
                                    knockoutTeams: number;
                                    label: string | null;
                                    leagueTeams: number;
                                    match?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    minRestMinutes?: number;
                                    name: string;
                                    pointsAdjustments?: {
                                        points: number;
                                        reason: string;
                                        teamId: string;
                                    }[];
                                    position: number;
                                    review?: {
                                        scorerResults: boolean;
                                    };
                                    slotMinutes?: number;
                                    slug: string;
                                    /** @enum {string} */
                                    stageType: "Group Stage" | "Knockout" | "League";
                                    teamsPerGroup: number;
                                    thirdPlaceMatch?: boolean;
                                    tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                                }[];
                                contact_info: {
                                    email: string | null;
                                    phone: string | null;
                                };
                                event: string;
                                event_edition: number;
                                event_logo: string | null;
                                /** @enum {string} */
                                kind: "futsal" | "street";
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                startsOn: string | null;
                                venues: {
                                    _id: string;
                                    address?: string | null;
                                    name: string;
                                    pitches: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                            };
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an event with its games and teams */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/delete-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting an event would remove */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removes: {
                                ageGroups: number;
                                fixtures: number;
                                games: number;
                                goals: number;
                                groups: number;
                                pitches?: number;
                                players: number;
                                teams: number;
                                unscheduledGames?: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/games/generate-fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw an age group's group-stage fixtures */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string;
                        legs?: 1 | 2;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/games/generate-knockout-fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw an age group's knockout fixtures from the tables */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/games/regenerate-knockout-fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Draw the knockout fixtures again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/games/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give an event's games their times and pitches */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroupPitches?: {
                            [key: string]: string[];
                        };
                        ageGroups?: string[];
                        days: {
                            breaks?: {
                                end: string;
                                start: string;
                            }[];
                            date: string;
                            end: string;
                            start: string;
                        }[];
                        minRestMinutes: number;
                        pitches?: string[];
                        slotMinutes: number | {
                            [key: string]: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finishesAt: string | null;
                            lowerBound: string | null;
                            scheduled: number;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who recorded or changed what and when in this event (games, teams, squads), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: {
                                action: string;
                                at: string;
                                entity?: string;
                                game?: {
                                    _id: string;
                                    away: string | null;
                                    change: {
                                        assistName: string | null;
                                        /** @enum {string} */
                                        kind: "goalAdded";
                                        minute: number;
                                        scorerName: string;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    } | {
                                        /** @enum {string} */
                                        kind: "goalRemoved";
                                        minute: number | null;
                                        scorerName: string | null;
                                        /** @enum {string|null} */
                                        side: "home" | "away" | null;
                                    } | {
                                        /** @enum {string} */
                                        kind: "status";
                                        /** @enum {string} */
                                        value: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                    } | {
                                        /** @enum {string} */
                                        kind: "mvp";
                                        playerId: string | null;
                                        playerName: string | null;
                                    } | {
                                        /** @enum {string} */
                                        kind: "penalties";
                                        value: {
                                            away: number;
                                            home: number;
                                        } | null;
                                    } | {
                                        /** @enum {string} */
                                        kind: "saves";
                                        playerId: string;
                                        playerName: string | null;
                                        value: number;
                                    } | {
                                        away: string | null;
                                        home: string | null;
                                        /** @enum {string} */
                                        kind: "created";
                                        round: string | null;
                                        /** @enum {string|null} */
                                        status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled" | null;
                                    } | {
                                        /** @enum {string} */
                                        kind: "schedule";
                                        pitch: string | null;
                                        startTime: string | null;
                                    } | {
                                        /** @enum {string} */
                                        kind: "forfeit";
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    } | {
                                        /** @enum {string} */
                                        kind: "confirmed";
                                    } | {
                                        action: string;
                                        /** @enum {string} */
                                        kind: "other";
                                    };
                                    home: string | null;
                                };
                                id: string;
                                user: {
                                    id: string;
                                    link?: string | null;
                                    name: string | null;
                                    /** @enum {string|null} */
                                    role?: "admin" | "organiser" | "scorer" | null;
                                } | null;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter an event's teams or players in bulk: JSON rows, or a CSV file with logos (multipart) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string | null;
                        dryRun?: boolean | "true" | "false" | "1" | "0";
                        /** @enum {string} */
                        kind: "teams" | "players";
                        rows: {
                            [key: string]: string | number | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            message: string;
                            rows: {
                                problems: {
                                    /** @enum {string} */
                                    code: "stagesSaved" | "stagesSaveFailed" | "teamInTwoSlots" | "noTeamsAvailable" | "tooManyTeams" | "fixturesFailed" | "teamNotInAgeGroup" | "tooManyGroups" | "groupHasGames" | "championNotFinalist" | "winnerOnlyInFinal" | "knockoutSlotPlayed" | "knockoutResultLocked" | "knockoutPlayed" | "knockoutExists" | "noGroupsDrawn" | "groupGamesPending" | "tieNeedsLots" | "notGroupStage" | "knockoutStageOnly" | "ageGroupRequired" | "groupRequired" | "teamsNotInGroup" | "noOpenKnockoutSlot" | "teamsNotInLeague" | "ageGroupStagesInside" | "positionTaken" | "unknownKnockoutRound" | "tooManyRoundFixtures" | "auditEntityInvalid" | "gamesCreated" | "rankingsSaved" | "rankingsFailed" | "teamInTwoPositions" | "duplicateTiebreaker" | "adjustmentReasonRequired" | "confirmPlayedRemoval" | "knockoutGameInBracket" | "gameDeleted" | "teamMovedToGroup" | "groupNotFound" | "teamAlreadyInGroup" | "groupFull" | "groupAlreadyPlayed" | "scheduleDoesNotFit" | "scheduleConflict" | "gameMoved" | "noPitches" | "pitchUnknown" | "venueUnknown" | "pitchCodeDuplicate" | "scheduleInvalid" | "slotMinutesMissing" | "pitchDelayed" | "teamWithdrawn" | "teamAlreadyWithdrawn" | "forfeitRecorded" | "forfeitPlayed" | "importKindInvalid" | "importEmpty" | "importTooManyRows" | "importFileUnreadable" | "importHasProblems" | "importReady" | "importSaved" | "importTooLong" | "importAgeGroupRequired" | "importTeamRequired" | "importTeamUnknown" | "importTeamAmbiguous" | "importDuplicateInFile" | "importTeamExists" | "importPlayerExists" | "importShirtTaken" | "importDateInvalid" | "importDateOutOfRange" | "importPhoneInvalid" | "importCoachNameRequired" | "importLogoNotFound" | "importSquadFull" | "coachOrName" | "coachNameTooLong" | "coachInviteContact" | "coachInviteNoName" | "coachAlreadyLinked" | "coachInviteSent" | "ownGoalNoAssist" | "ownGoalScorerNotInTeam" | "halfInvalid" | "lineupTwice" | "lineupPlayerNotInTeam" | "clockInvalid" | "clockActionNotAllowed" | "cardPlayerNotInTeam" | "foulPlayerNotInTeam" | "minutePastGameLength" | "secondYellowWithoutYellow" | "playerAlreadySentOff" | "timeoutLimit" | "liftTakesNoGames" | "notSuspended" | "suspensionLifted" | "suspensionExtended" | "settingWholeBetween" | "pushEndpointRefused" | "pushSubscriptionInvalid" | "followsTooMany" | "followInvalid" | "passwordsDoNotMatch" | "verifyEmailFirst" | "loginFailed" | "badCredentials" | "signupFailed" | "signupSuccess" | "emailTaken" | "loginSuccess" | "logoutSuccess" | "emailVerified" | "verificationInvalid" | "resetLinkSent" | "resetInvalid" | "passwordChanged" | "network" | "offlineNoData" | "tooManyRequests" | "signInRequired" | "sessionExpired" | "adminOnly" | "notAllowed" | "scoreLinkInvalid" | "scoreLinkNotYet" | "staffUserUnknown" | "staffScopeOutside" | "staffInviteSent" | "staffInviteAdded" | "staffInviteVolunteer" | "scoreLinkTime" | "scoreLinkWindow" | "forbidden" | "notFound" | "serverError" | "badRequest" | "invalidJson" | "conflict" | "tooLarge" | "unavailable" | "eventNotFound" | "eventNotFoundDetail" | "teamNotFound" | "gameNotFound" | "userNotFound" | "contactSuccess" | "contactFailed" | "enterGiftCode" | "invalidGiftCode" | "goldActive" | "goldRequired" | "emailRequired" | "emailTooLong" | "emailInvalid" | "passwordRequired" | "passwordTooShort" | "passwordTooLong" | "phoneRequired" | "phoneInvalid" | "confirmPassword" | "fullNameRequired" | "fullNameTooLong" | "roleInvalid" | "tokenMissing" | "nameRequired" | "nameTooLong" | "subjectRequired" | "subjectTooLong" | "messageRequired" | "messageTooLong" | "invalidId" | "adminNotesText" | "adminNotesTooLong" | "contactStatusUpdated" | "resendSent" | "localeInvalid" | "localeSaved" | "giftRedeemed" | "giftCodesGenerated" | "unknownAgeGroup" | "editionInvalid" | "eventIdInvalid" | "ageGroupNeedsEvent" | "teamFound" | "coachOnly" | "noData" | "selectEvent" | "selectBothTeams" | "teamsDifferent" | "teamsInEvent" | "sideAndMinute" | "selectScorer" | "nothingToUpdate" | "penaltiesBoth" | "penaltiesInvalid" | "goalNotFound" | "unknownGoal" | "changedFirst" | "gameCreated" | "goalAdded" | "goalRemoved" | "statusUpdatedTo" | "savesUpdated" | "sideInvalid" | "minuteNumber" | "minuteWhole" | "minuteMin" | "minuteMax" | "savesNumber" | "savesWhole" | "savesMin" | "savesMax" | "assistDifferent" | "scorerNameRequired" | "mvpNotInGame" | "keeperNotInGame" | "syncGap" | "passwordTooCommon" | "crossSiteRefused" | "malformedText" | "offlineScopeInvalid" | "squadPlayerIdInvalid" | "invalidForm" | "dobRequired" | "dobInvalid" | "imageType" | "imageSize" | "imagePixels" | "photosRequired" | "instagramInvalid" | "shirtNumberInvalid" | "oldPlayerRequired" | "oldPlayerNotFound" | "oldPlayerClaimed" | "registrationFailed" | "registrationUpdateFailed" | "registrationSubmitted" | "registrationUpdated" | "alreadyPlayer" | "requestOpen" | "requestNotFound" | "requestNotRejected" | "requestReviewed" | "declineReasonRequired" | "requestApproved" | "requestDeclined" | "hintDateOfBirth" | "hintInstagramUsername" | "hintPortraitImage" | "hintIdFrontPicture" | "hintIdBackPicture" | "invitationSent" | "playerIdRequired" | "playerIdInvalid" | "inviteFailed" | "notTeamCoach" | "coachIdMismatch" | "playerNotFound" | "alreadyInvited" | "inviteSquadFull" | "invitationNotFound" | "invitationAnswered" | "invitationAccepted" | "invitationDeclined" | "acceptFailed" | "declineFailed" | "userIdMissing" | "eventNameRequired" | "uploadEventLogo" | "eventCreated" | "eventCreateFailed" | "eventDeleted" | "eventDeleteFailed" | "eventUpdated" | "eventUpdateFailed" | "eventsFetchFailed" | "editionTaken" | "contactInfoInvalid" | "contactEmailInvalid" | "contactPhoneInvalid" | "ageGroupNameRequired" | "ageGroupDuplicate" | "groupsCountRange" | "teamsPerGroupRange" | "advancingTeamsRange" | "knockoutTeamsAllowed" | "leagueTeamsRange" | "ageGroupUnknown" | "confirmRemoval" | "teamNameRequired" | "teamSizeRange" | "selectTeamToLink" | "teamLogoRequired" | "invalidImage" | "imageTooLarge" | "teamCreated" | "teamLinked" | "teamCreateFailed" | "teamUpdated" | "teamRemoved" | "teamAlreadyInAgeGroup" | "coachInvalid" | "captainNotInSquad" | "playerNameRequired" | "selectTeam" | "playerAdded" | "playersAdded" | "addPlayerFailed" | "teamNotInEvent" | "squadFull" | "alreadyInSquad" | "notInSquad" | "playerMoved" | "playerRemoved" | "tooManyNames" | "loadEventsFailed" | "loadTeamsFailed" | "contactMinor" | "showInstagramInvalid" | "apiRouteNotFound" | "imageNotFound" | "contactMessageNotFound" | "deviceOwnedByOther" | "otherAdmin" | "gameChanged" | "editTooLarge" | "editIdReused" | "nulCharacter" | "scorerNotInTeam" | "assistNotInTeam" | "editNoArgs" | "unknownChange" | "unknownChangeNamed" | "invalidChange" | "fieldTooLong" | "fieldTooLongPlain" | "fieldRequired" | "fieldString" | "fieldNotEmpty" | "mustBeOneOf" | "mustBeBoolean" | "listRequired" | "validId" | "validPlayerId" | "wholeNumberRange" | "noControlCharacters" | "versionNumber" | "versionWhole" | "goalsList" | "scopeRequired" | "groupMaxTeams" | "groupNamesDiffer" | "tiebreakersFrom" | "tiebreakerRequired" | "pointsWhole" | "pointsZeroOrMore" | "legsOneOrTwo" | "registrationTypeInvalid" | "flaggedFieldsAmong" | "venueMaxPitches" | "eventMaxVenues" | "slotMinutes" | "datesFormat" | "dayRequired" | "startTimeInvalid" | "forfeitScoreInvalid" | "forfeitScoreNotAWin" | "eventMaxAgeGroups" | "shirtNumberRange" | "teamQueryInvalid" | "searchTooShort" | "mutationIdNumber" | "mutationIdMin" | "clientIdInvalid" | "pushMaxMutations" | "databaseRefused" | "goalOfAnotherGame" | "quantityRange" | "goalIdRequired" | "expectedRequired" | "startTimeValid" | "choosePlayer" | "mutationIdWhole";
                                    /** @enum {string} */
                                    field: "name" | "ageGroup" | "coachName" | "coachPhone" | "location" | "logo" | "team" | "shirtNumber" | "dateOfBirth" | "row";
                                    message: string;
                                    params?: {
                                        [key: string]: string | number;
                                    };
                                }[];
                                row: number;
                            }[];
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is on each pitch now, and next */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pitches: {
                                current: {
                                    _id: string;
                                    ageGroup: {
                                        _id: string;
                                        label: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                    /** @enum {boolean} */
                                    awaitingConfirmation?: true;
                                    awayGoals: {
                                        _id: string;
                                        assist: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        assistName: string | null;
                                        minute: number;
                                        /** @enum {boolean} */
                                        ownGoal?: true;
                                        scorer: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        scorerName: string;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    awayPenalties: number | null;
                                    awayPenaltyGoals: {
                                        _id: string;
                                        assist: null;
                                        assistName: null;
                                        /** @enum {boolean} */
                                        isPenalty: true;
                                        minute: number;
                                        scorer: null;
                                        /** @enum {string} */
                                        scorerName: "Penalty";
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    awayScore: number;
                                    awayTeam: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    };
                                    cards?: {
                                        _id: string;
                                        /** @enum {string} */
                                        kind: "yellow" | "secondYellow" | "red";
                                        minute: number;
                                        playerId: string;
                                        reason: string | null;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    clock?: {
                                        elapsedSeconds: number;
                                        /** @enum {string} */
                                        period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                        runningSince: string | null;
                                    } | null;
                                    event: {
                                        _id: string;
                                        event: string;
                                        event_edition: number;
                                        slug: string;
                                    };
                                    fouls?: {
                                        away: [
                                            number,
                                            number
                                        ];
                                        home: [
                                            number,
                                            number
                                        ];
                                    };
                                    group: {
                                        _id: string;
                                        name: string;
                                    } | null;
                                    homeGoals: {
                                        _id: string;
                                        assist: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        assistName: string | null;
                                        minute: number;
                                        /** @enum {boolean} */
                                        ownGoal?: true;
                                        scorer: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        scorerName: string;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    homePenalties: number | null;
                                    homePenaltyGoals: {
                                        _id: string;
                                        assist: null;
                                        assistName: null;
                                        /** @enum {boolean} */
                                        isPenalty: true;
                                        minute: number;
                                        scorer: null;
                                        /** @enum {string} */
                                        scorerName: "Penalty";
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    homeScore: number;
                                    homeTeam: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    };
                                    lineups?: {
                                        away: {
                                            goalkeeper?: boolean;
                                            playerId: string;
                                            shirt?: number | null;
                                        }[];
                                        home: {
                                            goalkeeper?: boolean;
                                            playerId: string;
                                            shirt?: number | null;
                                        }[];
                                    };
                                    location: string | null;
                                    matchSettings?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    mvp: {
                                        _id: string;
                                        fullName: string;
                                        portraitImage: string | null;
                                        team: {
                                            _id: string;
                                            logo: string | null;
                                            name: string;
                                            slug: string;
                                        } | null;
                                    } | null;
                                    pitch?: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                        venue: {
                                            _id: string;
                                            name: string;
                                        };
                                    } | null;
                                    round: string;
                                    /** @enum {string} */
                                    stage?: "group" | "knockout" | "league" | "friendly";
                                    startTime: string | null;
                                    /** @enum {string} */
                                    status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                    timeouts?: {
                                        _id: string;
                                        half: 1 | 2;
                                        minute: number | null;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    version: number;
                                } | null;
                                next: {
                                    _id: string;
                                    ageGroup: {
                                        _id: string;
                                        label: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                    /** @enum {boolean} */
                                    awaitingConfirmation?: true;
                                    awayGoals: {
                                        _id: string;
                                        assist: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        assistName: string | null;
                                        minute: number;
                                        /** @enum {boolean} */
                                        ownGoal?: true;
                                        scorer: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        scorerName: string;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    awayPenalties: number | null;
                                    awayPenaltyGoals: {
                                        _id: string;
                                        assist: null;
                                        assistName: null;
                                        /** @enum {boolean} */
                                        isPenalty: true;
                                        minute: number;
                                        scorer: null;
                                        /** @enum {string} */
                                        scorerName: "Penalty";
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    awayScore: number;
                                    awayTeam: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    };
                                    cards?: {
                                        _id: string;
                                        /** @enum {string} */
                                        kind: "yellow" | "secondYellow" | "red";
                                        minute: number;
                                        playerId: string;
                                        reason: string | null;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    clock?: {
                                        elapsedSeconds: number;
                                        /** @enum {string} */
                                        period: "notStarted" | "first" | "halfTime" | "second" | "extra" | "ended";
                                        runningSince: string | null;
                                    } | null;
                                    event: {
                                        _id: string;
                                        event: string;
                                        event_edition: number;
                                        slug: string;
                                    };
                                    fouls?: {
                                        away: [
                                            number,
                                            number
                                        ];
                                        home: [
                                            number,
                                            number
                                        ];
                                    };
                                    group: {
                                        _id: string;
                                        name: string;
                                    } | null;
                                    homeGoals: {
                                        _id: string;
                                        assist: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        assistName: string | null;
                                        minute: number;
                                        /** @enum {boolean} */
                                        ownGoal?: true;
                                        scorer: {
                                            _id: string;
                                            fullName: string;
                                        } | null;
                                        scorerName: string;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    homePenalties: number | null;
                                    homePenaltyGoals: {
                                        _id: string;
                                        assist: null;
                                        assistName: null;
                                        /** @enum {boolean} */
                                        isPenalty: true;
                                        minute: number;
                                        scorer: null;
                                        /** @enum {string} */
                                        scorerName: "Penalty";
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    homeScore: number;
                                    homeTeam: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    };
                                    lineups?: {
                                        away: {
                                            goalkeeper?: boolean;
                                            playerId: string;
                                            shirt?: number | null;
                                        }[];
                                        home: {
                                            goalkeeper?: boolean;
                                            playerId: string;
                                            shirt?: number | null;
                                        }[];
                                    };
                                    location: string | null;
                                    matchSettings?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    mvp: {
                                        _id: string;
                                        fullName: string;
                                        portraitImage: string | null;
                                        team: {
                                            _id: string;
                                            logo: string | null;
                                            name: string;
                                            slug: string;
                                        } | null;
                                    } | null;
                                    pitch?: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                        venue: {
                                            _id: string;
                                            name: string;
                                        };
                                    } | null;
                                    round: string;
                                    /** @enum {string} */
                                    stage?: "group" | "knockout" | "league" | "friendly";
                                    startTime: string | null;
                                    /** @enum {string} */
                                    status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                    timeouts?: {
                                        _id: string;
                                        half: 1 | 2;
                                        minute: number | null;
                                        /** @enum {string} */
                                        side: "home" | "away";
                                    }[];
                                    version: number;
                                } | null;
                                pitch: {
                                    _id: string;
                                    code: string;
                                    name: string;
                                    venue: {
                                        _id: string;
                                        name: string;
                                    };
                                };
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/pitches/{pitchId}/delay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push back a pitch's coming games */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    pitchId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date?: string;
                        minutes: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            moved: string[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's results as a spreadsheet */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/schedule.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's schedule as a spreadsheet */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/score-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The edition's score-entry links, without secrets */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            links: {
                                _id: string;
                                games: string[];
                                label: string;
                                pitches: string[];
                                revokedAt: string | null;
                                validFrom: string;
                                validUntil: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a score-entry link; its secret is in the answer once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        games?: string[];
                        label: string;
                        pitches?: string[];
                        /** Format: date-time */
                        validFrom: string;
                        /** Format: date-time */
                        validUntil: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link: {
                                _id: string;
                                label: string;
                                url: string;
                                validUntil: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's organisers and scorers that reach this edition */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace the event's staff list (the whole list) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        staff: {
                            /** @enum {string} */
                            editions?: "all" | "this";
                            reviewRegistrations?: boolean;
                            /** @enum {string} */
                            role: "organiser" | "scorer";
                            scope?: {
                                games?: string[];
                                pitches?: string[];
                            };
                            userId: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/staff/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members whose name contains the text typed, to give a role in this event (id and name only) */
        get: {
            parameters: {
                query: {
                    name: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/staff/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a role to whoever has this e-mail address: a member at once, anyone else by an e-mailed sign-up link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        editions?: "all" | "this";
                        email: string;
                        /** @enum {string} */
                        role: "organiser" | "scorer";
                        scope?: {
                            games?: string[];
                            pitches?: string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/suspensions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is suspended for which game not played yet: site admins and organisers see all, a coach his teams' players */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            suspensions: {
                                extended: boolean;
                                gameId: string;
                                gamesRemaining: number;
                                playerId: string;
                                playerName: string;
                                /** @enum {string} */
                                reason: "redCard" | "yellowCards";
                                startTime: string | null;
                                teamId: string;
                                teamName: string;
                                yellowCards?: number;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/suspensions/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Lift or extend a player's suspension, with a reason (in the audit trail) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    playerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        action: "lift" | "extend";
                        gameId?: string;
                        games?: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            suspensions: {
                                extended: boolean;
                                gameId: string;
                                gamesRemaining: number;
                                playerId: string;
                                playerName: string;
                                /** @enum {string} */
                                reason: "redCard" | "yellowCards";
                                startTime: string | null;
                                teamId: string;
                                teamName: string;
                                yellowCards?: number;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/teams/{teamId}/group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a team to another group */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string;
                        group: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            message: string;
                            removed: number;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/teams/{teamId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a team: its coming games become forfeits */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        keepPlayed: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            forfeited: number;
                            removed: number;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's page: the edition, its age groups, tables and games */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                    edition?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activeAgeGroup: {
                                _id: string;
                                advancingTeams: number;
                                discipline?: {
                                    redCardGames: number;
                                    yellowCardsForSuspension: number;
                                };
                                drawingOfLots?: string[];
                                forfeitScore?: [
                                    number,
                                    number
                                ];
                                groupsCount: number;
                                knockoutTeams: number;
                                label: string | null;
                                leagueTeams: number;
                                match?: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                minRestMinutes?: number;
                                name: string;
                                pointsAdjustments?: {
                                    points: number;
                                    reason: string;
                                    teamId: string;
                                }[];
                                position: number;
                                review?: {
                                    scorerResults: boolean;
                                };
                                slotMinutes?: number;
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                teamsPerGroup: number;
                                thirdPlaceMatch?: boolean;
                                tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                            } | null;
                            activeGroupStage: {
                                groups: {
                                    _id: string;
                                    groupName: string;
                                    teams: {
                                        _id: string;
                                        adjustmentReasons?: string[];
                                        fairPlayPoints?: number;
                                        goalDifference: number;
                                        groupStageDraws: number;
                                        groupStageGamesPlayed: number;
                                        groupStageGoalsConceided: number;
                                        groupStageGoalsScored: number;
                                        groupStageLosses: number;
                                        groupStagePts: number;
                                        groupStageWins: number;
                                        logo: string | null;
                                        name: string;
                                        pointsAdjustment?: number;
                                        position: number;
                                        slug: string;
                                        /** @enum {string} */
                                        tiebreak?: "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay" | "drawingOfLots";
                                    }[];
                                }[];
                            } | null;
                            activeKnockoutStage: {
                                bracket: {
                                    champion: {
                                        id: string;
                                        logo: string | null;
                                        name: string;
                                    } | null;
                                    rounds: {
                                        label: string;
                                        left: {
                                            away: {
                                                isWinner: boolean;
                                                penalties: number | null;
                                                score: number | null;
                                                team: {
                                                    id: string;
                                                    logo: string | null;
                                                    name: string;
                                                } | null;
                                            };
                                            gameId: string | null;
                                            home: {
                                                isWinner: boolean;
                                                penalties: number | null;
                                                score: number | null;
                                                team: {
                                                    id: string;
                                                    logo: string | null;
                                                    name: string;
                                                } | null;
                                            };
                                            position: number;
                                            roundSize: number;
                                            winnerId: string | null;
                                        }[];
                                        right: {
                                            away: {
                                                isWinner: boolean;
                                                penalties: number | null;
                                                score: number | null;
                                                team: {
                                                    id: string;
                                                    logo: string | null;
                                                    name: string;
                                                } | null;
                                            };
                                            gameId: string | null;
                                            home: {
                                                isWinner: boolean;
                                                penalties: number | null;
                                                score: number | null;
                                                team: {
                                                    id: string;
                                                    logo: string | null;
                                                    name: string;
                                                } | null;
                                            };
                                            position: number;
                                            roundSize: number;
                                            winnerId: string | null;
                                        }[];
                                        roundSize: number;
                                    }[];
                                    thirdPlace?: {
                                        away: {
                                            isWinner: boolean;
                                            penalties: number | null;
                                            score: number | null;
                                            team: {
                                                id: string;
                                                logo: string | null;
                                                name: string;
                                            } | null;
                                        };
                                        gameId: string | null;
                                        home: {
                                            isWinner: boolean;
                                            penalties: number | null;
                                            score: number | null;
                                            team: {
                                                id: string;
                                                logo: string | null;
                                                name: string;
                                            } | null;
                                        };
                                        position: number;
                                        roundSize: number;
                                        winnerId: string | null;
                                    } | null;
                                };
                                rounds: {
                                    fixtures: {
                                        _id: string;
                                        awayTeam: {
                                            _id: string;
                                            logo: string | null;
                                            name: string;
                                            slug: string;
                                        } | null;
                                        gameId: string | null;
                                        homeTeam: {
                                            _id: string;
                                            logo: string | null;
                                            name: string;
                                            slug: string;
                                        } | null;
                                        pitch?: {
                                            _id: string;
                                            code: string;
                                            name: string;
                                            venue: {
                                                _id: string;
                                                name: string;
                                            };
                                        } | null;
                                        position: number;
                                        roundSize: number;
                                        startTime?: string | null;
                                        winner: {
                                            _id: string;
                                            logo: string | null;
                                            name: string;
                                            slug: string;
                                        } | null;
                                    }[];
                                    roundName: string;
                                    roundSize: number;
                                }[];
                            } | null;
                            ageGroups: {
                                _id: string;
                                advancingTeams: number;
                                discipline?: {
                                    redCardGames: number;
                                    yellowCardsForSuspension: number;
                                };
                                drawingOfLots?: string[];
                                forfeitScore?: [
                                    number,
                                    number
                                ];
                                groupsCount: number;
                                knockoutTeams: number;
                                label: string | null;
                                leagueTeams: number;
                                match?: {
                                    /** @enum {string} */
                                    clock: "stopped" | "running";
                                    periodMinutes: number;
                                    periods: 1 | 2;
                                };
                                minRestMinutes?: number;
                                name: string;
                                pointsAdjustments?: {
                                    points: number;
                                    reason: string;
                                    teamId: string;
                                }[];
                                position: number;
                                review?: {
                                    scorerResults: boolean;
                                };
                                slotMinutes?: number;
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                teamsPerGroup: number;
                                thirdPlaceMatch?: boolean;
                                tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                            }[];
                            customRanking?: {
                                points: number;
                                position: number;
                                team: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                };
                            }[];
                            editions: {
                                _id: string;
                                event_edition: number;
                                label: string;
                            }[];
                            event: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    advancingTeams: number;
                                    discipline?: {
                                        redCardGames: number;
                                        yellowCardsForSuspension: number;
                                    };
                                    drawingOfLots?: string[];
                                    forfeitScore?: [
                                        number,
                                        number
                                    ];
                                    groupsCount: number;
                                    knockoutTeams: number;
                                    label: string | null;
                                    leagueTeams: number;
                                    match?: {
                                        /** @enum {string} */
                                        clock: "stopped" | "running";
                                        periodMinutes: number;
                                        periods: 1 | 2;
                                    };
                                    minRestMinutes?: number;
                                    name: string;
                                    pointsAdjustments?: {
                                        points: number;
                                        reason: string;
                                        teamId: string;
                                    }[];
                                    position: number;
                                    review?: {
                                        scorerResults: boolean;
                                    };
                                    slotMinutes?: number;
                                    slug: string;
                                    /** @enum {string} */
                                    stageType: "Group Stage" | "Knockout" | "League";
                                    teamsPerGroup: number;
                                    thirdPlaceMatch?: boolean;
                                    tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                                }[];
                                contact_info: {
                                    email: string | null;
                                    phone: string | null;
                                };
                                event: string;
                                event_edition: number;
                                event_logo: string | null;
                                /** @enum {string} */
                                kind: "futsal" | "street";
                                slug: string;
                                /** @enum {string} */
                                stageType: "Group Stage" | "Knockout" | "League";
                                startsOn: string | null;
                                venues?: {
                                    _id: string;
                                    address?: string | null;
                                    name: string;
                                    pitches: {
                                        _id: string;
                                        code: string;
                                        name: string;
                                    }[];
                                }[];
                            };
                            leagueTable: {
                                _id: string;
                                adjustmentReasons?: string[];
                                fairPlayPoints?: number;
                                goalDifference: number;
                                groupStageDraws: number;
                                groupStageGamesPlayed: number;
                                groupStageGoalsConceided: number;
                                groupStageGoalsScored: number;
                                groupStageLosses: number;
                                groupStagePts: number;
                                groupStageWins: number;
                                logo: string | null;
                                name: string;
                                pointsAdjustment?: number;
                                position: number;
                                slug: string;
                                /** @enum {string} */
                                tiebreak?: "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay" | "drawingOfLots";
                            }[] | null;
                            pointsAdjustments?: {
                                points: number;
                                reason: string;
                                teamId: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                            tiebreakers?: ("points" | "goalDifference" | "goalsFor" | "headToHead" | "wins" | "awayGoals" | "fairPlay")[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gift-codes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Generate a batch of Gold membership gift codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        duration: "1month" | "6months" | "1year";
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codes: {
                                code: string;
                                /** @enum {string} */
                                duration: "1month" | "6months" | "1year";
                            }[];
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server and its database answer */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: string;
                            /** @enum {string} */
                            databaseStatus: "up" | "down";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            success: boolean;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: the player joins the squad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many invitations wait for the member (the bell's count) */
        get: {
            parameters: {
                query?: {
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/my-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's invitations */
        get: {
            parameters: {
                query?: {
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitations: {
                                _id: string;
                                createdAt: string;
                                invitedBy: {
                                    fullName: string;
                                };
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined";
                                team: {
                                    _id: string;
                                    logo: string | null;
                                    name: string;
                                };
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A coach invites a player to their team's squad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        coachId?: string;
                        playerId: number;
                        /** Format: uuid */
                        teamId: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            player: {
                                fullName: string;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's game changes as they happen (server-sent events) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/redeem-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a gift code for Gold membership */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        giftCode: string;
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            duration: "1month" | "6months" | "1year";
                            goldUntil: string;
                            /** @enum {boolean} */
                            isGold: true;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/membership/status/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's Gold status (their own) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            goldUntil: string | null;
                            isGold: boolean;
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API as an OpenAPI 3.1 document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/player-stats/player/{id}/career": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's career totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            careerStats: {
                                events: {
                                    ageGroup: {
                                        _id: string;
                                        label: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                    assists: number;
                                    draws: number;
                                    event: {
                                        _id: string;
                                        event: string;
                                        event_edition: number;
                                        slug: string;
                                    };
                                    gamesPlayed: number;
                                    goalsScored: number;
                                    losses: number;
                                    redCards: number;
                                    saves: number;
                                    team: {
                                        _id: string;
                                        logo: string | null;
                                        name: string;
                                        slug: string;
                                    };
                                    wins: number;
                                    yellowCards: number;
                                }[];
                                totalAssists: number;
                                totalDraws: number;
                                totalGames: number;
                                totalGoals: number;
                                totalLosses: number;
                                totalRedCards: number;
                                totalSaves: number;
                                totalWins: number;
                                totalYellowCards: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, to subscribe a browser to Web Push */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            publicKey: string;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a browser's push subscription and the follows it is told about */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        follows: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "team" | "game" | "event";
                        }[];
                        locale?: string;
                        subscription: {
                            endpoint: string;
                            keys: {
                                auth: string;
                                p256dh: string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Forget a browser's push subscription */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rankings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The players leaderboard (whole for Gold members, a preview for others) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            locked: boolean;
                            message: string;
                            rankings: {
                                assists: {
                                    _id: string;
                                    avatar: string | null;
                                    logo: string;
                                    name: string;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                                goalkeeperSaves: {
                                    _id: string;
                                    avatar: string | null;
                                    logo: string;
                                    name: string;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                                goals: {
                                    _id: string;
                                    avatar: string | null;
                                    logo: string;
                                    name: string;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                                wins: {
                                    _id: string;
                                    avatar: string | null;
                                    logo: string;
                                    name: string;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rankings/event/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event's top scorers and best players */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                };
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message?: string;
                            rankings: {
                                fairPlay: {
                                    _id: string;
                                    games: number;
                                    logo: string | null;
                                    name: string;
                                    points: number;
                                    rank: number;
                                    red: number;
                                    secondYellow: number;
                                    slug: string;
                                    yellow: number;
                                }[];
                                goals: {
                                    _id: string;
                                    avatar: string | null;
                                    location: string | null;
                                    logo: string | null;
                                    name: string;
                                    portrait: string | null;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                                wins: {
                                    _id: string;
                                    avatar: string | null;
                                    location: string | null;
                                    logo: string | null;
                                    name: string;
                                    portrait: string | null;
                                    rank: number;
                                    team: string | null;
                                    teamLogo: string | null;
                                    value: number;
                                }[];
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/score-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a score-entry link (the organiser of its event decides, in the service) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stats/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's counts: games, goals, players, tournaments, teams */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                futsalGames: number;
                                goalsScored: number;
                                players: number;
                                streetGames: number;
                                teams: number;
                                tournaments: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/pull": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changed for a device since its cookie */
        get: {
            parameters: {
                query: {
                    clientId: string;
                    cookie?: string;
                    scope: string;
                    userId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sync/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device's queued edits, applied in order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientId: string;
                        mutations: {
                            args?: unknown;
                            id: number;
                            name?: unknown;
                        }[];
                        userId?: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team by id or slug, with its squad */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            team: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                captain: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                coach: {
                                    _id: string;
                                    fullName: string;
                                } | {
                                    fullName: string;
                                    phone?: string;
                                } | null;
                                draws: number;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                games_played: number;
                                goals_conceided: number;
                                goals_scored: number;
                                location: string | null;
                                logo: string | null;
                                losses: number;
                                name: string;
                                playerCards: {
                                    _id: string;
                                    redCards: number;
                                    yellowCards: number;
                                }[];
                                players: {
                                    _id: string;
                                    fullName: string;
                                    playerId: number | null;
                                    portraitImage: string | null;
                                    shirtNumber?: number | null;
                                }[];
                                playersCount: number;
                                redCards: number;
                                slug: string;
                                suspensions?: {
                                    gameId: string;
                                    opponent: string | null;
                                    playerId: string;
                                    playerName: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                    startTime: string | null;
                                }[];
                                teamId: string;
                                teamSize: number;
                                wins: number;
                                yellowCards: number;
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Edit a team (JSON, or multipart with a new logo) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ageGroup?: string | null;
                        captain?: string | null;
                        coach?: string | null;
                        coachName?: string | null;
                        coachPhone?: string | null;
                        location?: string | null;
                        name?: string;
                        teamSize?: number | string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a team */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/coach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's coach, or the invitation waiting for one */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coach: {
                                coachName: string | null;
                                coachPhone: string | null;
                                invitedAt: string | null;
                                invitedByPhone: boolean;
                                invitedEmail: string | null;
                                linked: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/coach-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite a coach for a team by e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        phone?: string | null;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            link?: string;
                            linked: boolean;
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            team: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                captain: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                coach: {
                                    _id: string;
                                    fullName: string;
                                } | {
                                    fullName: string;
                                    phone?: string;
                                } | null;
                                draws: number;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                games_played: number;
                                goals_conceided: number;
                                goals_scored: number;
                                location: string | null;
                                logo: string | null;
                                losses: number;
                                name: string;
                                playerCards: {
                                    _id: string;
                                    redCards: number;
                                    yellowCards: number;
                                }[];
                                players: {
                                    _id: string;
                                    fullName: string;
                                    playerId: number | null;
                                    portraitImage: string | null;
                                    shirtNumber?: number | null;
                                }[];
                                playersCount: number;
                                redCards: number;
                                slug: string;
                                suspensions?: {
                                    gameId: string;
                                    opponent: string | null;
                                    playerId: string;
                                    playerName: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                    startTime: string | null;
                                }[];
                                teamId: string;
                                teamSize: number;
                                wins: number;
                                yellowCards: number;
                            };
                            text?: string;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/delete-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting a team would remove */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            removes: {
                                games: number;
                                goals: number;
                                players: number;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a player to a team's squad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shirtNumber?: number | string | null;
                        userId: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/players/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a player off a team's squad */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{id}/players/{userId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a player to another team of the event */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        toTeam: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/{teamId}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's fixtures as a calendar */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "ar" | "fr";
                };
                header?: never;
                path: {
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/by-teamId/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's teams across editions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: {
                                _id: string;
                                ageGroups: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                }[];
                                event: string;
                                event_edition: number;
                                eventEdition: number;
                                eventId: string;
                                eventName: string;
                                slug: string;
                            }[];
                            message: string;
                            /** @enum {boolean} */
                            success: true;
                            teams: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                captain: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                coach: {
                                    _id: string;
                                    fullName: string;
                                } | {
                                    fullName: string;
                                    phone?: string;
                                } | null;
                                draws: number;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                games_played: number;
                                goals_conceided: number;
                                goals_scored: number;
                                location: string | null;
                                logo: string | null;
                                losses: number;
                                name: string;
                                playerCards: {
                                    _id: string;
                                    redCards: number;
                                    yellowCards: number;
                                }[];
                                players: {
                                    _id: string;
                                    fullName: string;
                                    playerId: number | null;
                                    portraitImage: string | null;
                                    shirtNumber?: number | null;
                                }[];
                                playersCount: number;
                                redCards: number;
                                slug: string;
                                suspensions?: {
                                    gameId: string;
                                    opponent: string | null;
                                    playerId: string;
                                    playerName: string;
                                    /** @enum {string} */
                                    reason: "redCard" | "yellowCards";
                                    startTime: string | null;
                                }[];
                                teamId: string;
                                teamSize: number;
                                wins: number;
                                yellowCards: number;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/by-teamId/{teamId}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's games across editions */
        get: {
            parameters: {
                query?: {
                    ageGroup?: string;
                    eventId?: string;
                };
                header?: never;
                path: {
                    teamId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            games: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                goalsAgainst: number;
                                goalsFor: number;
                                id: string;
                                isHome: boolean;
                                opponent: string;
                                opponentId: string;
                                opponentLogo: string | null;
                                penaltiesAgainst: number | null;
                                penaltiesFor: number | null;
                                /** @enum {string} */
                                result: "W" | "D" | "L";
                                round: string;
                                startTime: string | null;
                                /** @enum {string} */
                                status: "Not Scheduled" | "Upcoming" | "scheduled" | "live" | "completed" | "postponed" | "cancelled";
                                teamId: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teams whose name starts with the text typed (admin type-ahead) */
        get: {
            parameters: {
                query: {
                    name: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            teams: {
                                _id: string;
                                ageGroup: {
                                    _id: string;
                                    label: string | null;
                                    name: string;
                                    slug: string;
                                } | null;
                                event: {
                                    _id: string;
                                    event: string;
                                    event_edition: number;
                                    slug: string;
                                };
                                location: string | null;
                                logo: string | null;
                                name: string;
                                slug: string;
                                teamId: string;
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{folder}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A logo or portrait (kept for a year: a new picture gets a new key) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                    folder: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's profile (contact details as the reader may see them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            user: {
                                _id: string;
                                contactPrivacy?: {
                                    adult: boolean;
                                    public: boolean;
                                    showInstagram: boolean;
                                };
                                dateOfBirth?: string | null;
                                email?: string | null;
                                fullName: string;
                                id: string;
                                instagramUsername: string | null;
                                phoneNumber?: string | null;
                                playerId: number | null;
                                portraitImage: string | null;
                                primaryShirtNumber: number | null;
                                secondaryShirtNumber: number | null;
                                team: {
                                    _id: string;
                                    ageGroup: {
                                        _id: string;
                                        label: string | null;
                                        name: string;
                                        slug: string;
                                    } | null;
                                    event: {
                                        _id: string;
                                        event: string;
                                        event_edition: number;
                                        slug: string;
                                    };
                                    logo: string | null;
                                    name: string;
                                    slug: string;
                                    teamId: string;
                                }[];
                                /** @enum {string} */
                                type: "user" | "player" | "old-player";
                                /** @enum {string} */
                                userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                            };
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/contact-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A player's choice to show their Instagram (adults only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        showInstagram: boolean;
                    };
                };
            };
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contactPrivacy: {
                                adult: boolean;
                                public: boolean;
                                showInstagram: boolean;
                            };
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's registration requests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: {
                                _id: string;
                                createdAt: string;
                                dateOfBirth: string;
                                declineReason: string | null;
                                flaggedFields: ("dateOfBirth" | "instagramUsername" | "portraitImage" | "idFrontPicture" | "idBackPicture")[];
                                instagramUsername: string | null;
                                /** @enum {string} */
                                registrationType: "new" | "old";
                                selectedOldPlayerId: {
                                    _id: string;
                                    fullName: string;
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                updatedAt: string;
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/old-player": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a player without an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        event: string;
                        name: string;
                        team: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/old-players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players without an account, to claim at sign-up */
        get: {
            parameters: {
                query?: {
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            oldPlayers: {
                                _id: string;
                                fullName: string;
                                team: {
                                    name: string;
                                }[];
                            }[];
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a squad of players without accounts, one name a line */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        event: string;
                        names: string | string[];
                        team: string;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/player-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to be registered as a player (multipart, with photos) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Success */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users whose name starts with the text typed (admin type-ahead) */
        get: {
            parameters: {
                query: {
                    name: string;
                    role?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Success */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            users: {
                                _id: string;
                                fullName: string;
                                playerId: number | null;
                                portraitImage: string | null;
                                /** @enum {string} */
                                type: "user" | "player" | "old-player";
                                /** @enum {string} */
                                userRole: "Parent" | "Fan" | "Athlete" | "Coach" | "Other";
                            }[];
                        };
                    };
                };
                /** @description Failure */
                default: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
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
        Error: {
            code: string;
            issues?: {
                code?: string;
                message: string;
                path: string;
            }[];
            message: string;
            params?: {
                [key: string]: string;
            };
            /** @enum {boolean} */
            success: false;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
