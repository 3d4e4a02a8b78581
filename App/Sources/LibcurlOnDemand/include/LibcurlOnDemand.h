// LibcurlOnDemand: libcurl loaded on first use instead of at start-up (Linux only). Nothing here is called from
// Swift: the target defines the libcurl functions that FoundationNetworking calls (see LibcurlOnDemand.c).
#ifndef LIBCURL_ON_DEMAND_H
#define LIBCURL_ON_DEMAND_H
#endif
