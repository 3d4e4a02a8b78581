// libcurl, loaded the first time the app sends a request instead of when the process starts (Linux only).
//
// On Linux, URLSession (FoundationNetworking) is built on libcurl. Linked the usual way (-lcurl), libcurl and the
// 28 libraries it needs (OpenSSL, GnuTLS, Kerberos, LDAP, nghttp2, ...) are loaded and relocated before `main`,
// on every run: about 14 M instructions, most of a Swift program's start-up, even when the run never touches the
// network (a cached or offline screen, --help, completions). This file defines the 23 libcurl functions that
// FoundationNetworking calls; each opens libcurl.so.4 with dlopen on the first call and forwards to the real
// function. scripts/release links the static binary against an empty libcurl.a, so nothing else loads libcurl.
// In a dynamically linked build (debug, tests), FoundationNetworking's own libcurl dependency is loaded at start-up
// anyway and reached directly, except for curl_multi_setopt: Package.swift exports it from the executable, so the
// dynamic linker picks this one (it forwards to the same, already loaded, library).
//
// When libcurl cannot be loaded, the first request ends the process with one line naming the missing library and
// exit status 1 (the data could not be had), never a crash.
//
// The same place keeps waiting idle (issue 17, item 7): see `registerFromScratch` below.
#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "LibcurlOnDemand.h"

static void *libcurl;
static const char *libcurlError;
static pthread_once_t libcurlOnce = PTHREAD_ONCE_INIT;

static void openLibcurl(void) {
    libcurl = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!libcurl) libcurlError = dlerror();
}

// The real libcurl function `name`; ends the process with a one-line message when libcurl is missing.
static void *libcurlFunction(const char *name) {
    pthread_once(&libcurlOnce, openLibcurl);
    void *function = libcurl ? dlsym(libcurl, name) : NULL;
    if (!function) {
        fprintf(stderr, "spacex: the network needs libcurl (libcurl.so.4, Debian package libcurl4): %s\n",
                libcurl ? name : (libcurlError ? libcurlError : "not found"));
        exit(1);
    }
    return function;
}

// A function with fixed parameters that forwards to libcurl's; the pointer is looked up once (a benign race: every
// thread stores the same address).
#define FORWARD(type, name, parameters, arguments)                                  \
    type name parameters {                                                          \
        static type(*volatile real) parameters;                                     \
        if (!real) real = (type(*) parameters)libcurlFunction(#name);               \
        return real arguments;                                                      \
    }

// The same for a function that returns nothing.
#define FORWARD_VOID(name, parameters, arguments)                                   \
    void name parameters {                                                          \
        static void(*volatile real) parameters;                                     \
        if (!real) real = (void(*) parameters)libcurlFunction(#name);               \
        real arguments;                                                             \
    }

FORWARD(void *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *handle), (handle))
FORWARD(int, curl_easy_pause, (void *handle, int bitmask), (handle, bitmask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, (void *list, const char *string), (list, string))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **content, unsigned int flags), (url, part, content, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *content, unsigned int flags),
        (url, part, content, flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))

// The option functions take one more argument whose type the option's number says (curl.h: CURLOPTTYPE_LONG
// below 10000, object and function pointers below 30000, curl_off_t below 40000, blobs above).
typedef int (*OptionFunction)(void *, int, ...);

int curl_easy_setopt(void *handle, int option, ...) {
    static volatile OptionFunction real;
    if (!real) real = (OptionFunction)libcurlFunction("curl_easy_setopt");
    va_list arguments;
    va_start(arguments, option);
    int code;
    if (option < 10000) {
        code = real(handle, option, va_arg(arguments, long));
    } else if (option >= 30000 && option < 40000) {
        code = real(handle, option, va_arg(arguments, long long));
    } else {
        code = real(handle, option, va_arg(arguments, void *));
    }
    va_end(arguments);
    return code;
}

// Waiting on a socket must cost no CPU. libcurl tells its multi-socket client which readiness it waits for on each
// socket through CURLMOPT_SOCKETFUNCTION (in, out, both, or remove), and the client keeps what it likes in the
// socket's pointer (curl_multi_assign). FoundationNetworking's client (swift-corelibs-foundation, URLSession's
// _MultiHandle.register) only ever adds dispatch sources for a socket: when libcurl goes from "in and out" or "out"
// to "in" alone (connected, TLS hello or request sent, now waiting for the server), the write source stays, fires
// at once and for ever on a writable socket, and each firing runs curl_multi_socket_action: one core spins until
// the answer comes (2.6 s of CPU in a 5 s https stall). So every change on a socket the client already knows is
// handed to it as what libcurl's contract also allows: "remove" (the client drops its sources and its pointer),
// then the new wish for a socket it has not seen (it makes fresh sources for exactly that wish and assigns them).
// A new socket, a removal, and "none" (which would leave a dropped pointer in libcurl) pass through unchanged.
enum {
    CURLMOPT_SOCKETFUNCTION = 20001,
    CURL_POLL_NONE = 0,
    CURL_POLL_REMOVE = 4,
};

typedef int (*SocketCallback)(void *easy, int socket, int what, void *userData, void *socketData);

// The client's socket callback (FoundationNetworking's: one function for all its multi handles).
static SocketCallback clientSocketCallback;

static int registerFromScratch(void *easy, int socket, int what, void *userData, void *socketData) {
    SocketCallback client = __atomic_load_n(&clientSocketCallback, __ATOMIC_ACQUIRE);
    if (socketData && what != CURL_POLL_REMOVE && what != CURL_POLL_NONE) {
        int code = client(easy, socket, CURL_POLL_REMOVE, userData, socketData);
        if (code != 0) return code;
        socketData = NULL;
    }
    return client(easy, socket, what, userData, socketData);
}

// The callback to give libcurl for `given`: wrapped when it is the first one set (or the same one again), as is
// otherwise (a second, different client keeps libcurl's behaviour).
static void *socketCallbackFor(void *given) {
    if (!given) return given;
    SocketCallback expected = NULL;
    if (__atomic_compare_exchange_n(&clientSocketCallback, &expected, (SocketCallback)given, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE) ||
        expected == (SocketCallback)given) {
        return (void *)registerFromScratch;
    }
    return given;
}

int curl_multi_setopt(void *multi, int option, ...) {
    static volatile OptionFunction real;
    if (!real) real = (OptionFunction)libcurlFunction("curl_multi_setopt");
    va_list arguments;
    va_start(arguments, option);
    int code;
    if (option < 10000) {
        code = real(multi, option, va_arg(arguments, long));
    } else if (option >= 30000 && option < 40000) {
        code = real(multi, option, va_arg(arguments, long long));
    } else if (option == CURLMOPT_SOCKETFUNCTION) {
        code = real(multi, option, socketCallbackFor(va_arg(arguments, void *)));
    } else {
        code = real(multi, option, va_arg(arguments, void *));
    }
    va_end(arguments);
    return code;
}

// Every piece of information is returned through a pointer.
int curl_easy_getinfo(void *handle, int info, ...) {
    static volatile OptionFunction real;
    if (!real) real = (OptionFunction)libcurlFunction("curl_easy_getinfo");
    va_list arguments;
    va_start(arguments, info);
    int code = real(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return code;
}

#endif
