#include <microhttpd.h>

/* MHD_get_connection_info is variadic, which Swift cannot call: the socket of a connection, or -1. */
static inline int outings_mhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/* MHD_FEATURE_TLS shares its value with the deprecated MHD_FEATURE_SSL, which hides it from Swift. */
static inline int outings_mhd_supports_tls(void) {
    return MHD_is_feature_supported(MHD_FEATURE_TLS) == MHD_YES;
}
