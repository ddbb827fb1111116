#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The limits a daemon is started with (MHD_start_daemon is variadic, which Swift cannot call).
struct corolla_mhd_limits {
    unsigned int thread_pool_size;
    unsigned int connection_limit;
    unsigned int per_ip_connection_limit;
    unsigned int connection_timeout_seconds;
    size_t connection_memory_limit;
    size_t thread_stack_size;
};

/// Starts a daemon listening on `address` (IPv4) with its own thread pool and the given limits,
/// suspend/resume allowed (for event streams and deferred responses); `completed` is called when a
/// request ends and `notify` when a connection opens or closes, both with `handler_cls`.
static inline struct MHD_Daemon *corolla_mhd_start(
    const struct sockaddr_in *address, struct corolla_mhd_limits limits, MHD_AccessHandlerCallback handler,
    void *handler_cls, MHD_RequestCompletedCallback completed, MHD_NotifyConnectionCallback notify) {
    return MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME, 0, NULL, NULL,
        handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)address,
        MHD_OPTION_THREAD_POOL_SIZE, limits.thread_pool_size,
        MHD_OPTION_CONNECTION_LIMIT, limits.connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, limits.per_ip_connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, limits.connection_timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory_limit,
        MHD_OPTION_THREAD_STACK_SIZE, limits.thread_stack_size,
        MHD_OPTION_NOTIFY_COMPLETED, completed, handler_cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify, handler_cls,
        MHD_OPTION_END);
}

/// The port a daemon listens on (the ephemeral one chosen for port 0); 0 when unknown.
static inline uint16_t corolla_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// How many connections a daemon has open now.
static inline unsigned int corolla_mhd_connection_count(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// The socket of a connection; -1 when unknown.
static inline int corolla_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The IPv4 address of a connection's client (network byte order); 0 when it is not IPv4.
static inline uint32_t corolla_mhd_client_ipv4(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL || info->client_addr->sa_family != AF_INET) return 0;
    return ((const struct sockaddr_in *)info->client_addr)->sin_addr.s_addr;
}

/// `POLLRDHUP` (the peer closed its end), which <poll.h> declares only with _GNU_SOURCE.
static const short corolla_poll_peer_closed = 0x2000;

/// The enumeration values Corolla uses, under names that do not depend on how Swift imports them.
static const enum MHD_ValueKind corolla_mhd_header_kind = MHD_HEADER_KIND;
static const enum MHD_ValueKind corolla_mhd_cookie_kind = MHD_COOKIE_KIND;
static const enum MHD_ValueKind corolla_mhd_query_kind = MHD_GET_ARGUMENT_KIND;
static const enum MHD_ResponseMemoryMode corolla_mhd_must_copy = MHD_RESPMEM_MUST_COPY;
static const enum MHD_Result corolla_mhd_yes = MHD_YES;
static const enum MHD_Result corolla_mhd_no = MHD_NO;
static const enum MHD_ConnectionNotificationCode corolla_mhd_connection_started = MHD_CONNECTION_NOTIFY_STARTED;
static const ssize_t corolla_mhd_reader_end = MHD_CONTENT_READER_END_OF_STREAM;
static const ssize_t corolla_mhd_reader_error = MHD_CONTENT_READER_END_WITH_ERROR;
