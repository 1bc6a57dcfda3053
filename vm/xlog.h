/* -Xlog, checked as HotSpot's unified logging parses it (vm/xlog.c). */
#ifndef RIVET_XLOG_H
#define RIVET_XLOG_H

#include <stdbool.h>

/* Whether "-Xlog" + tail (tail "", ":disable", ":gc*=debug:file=x" ...) is
 * an -Xlog option HotSpot 17 accepts. What HotSpot's logging would say
 * about it (errors, warnings) is printed on stdout as HotSpot prints it;
 * the caller reports a false result. Rivet writes no log: a valid option
 * changes nothing else. */
bool xlog_check(const char *tail);

/* -Xlog:help: the syntax and the names HotSpot 17 accepts, on stdout. */
void xlog_help(void);

/* A warning HotSpot logs as it starts, with its tags ("pagesize",
 * "gc,init"), on stdout as it logs it (nothing after -Xlog:disable). */
void xlog_warning(const char *tags, const char *msg);

/* -Xloggc:file: HotSpot's deprecation warning, on stdout as it logs it. */
void xlog_loggc(const char *file);

/* -XX:+PrintGC and -XX:+PrintGCDetails: HotSpot's deprecation warning
 * (flag "PrintGC", selection "gc"), on stdout as it logs it. */
void xlog_deprecated_flag(const char *flag, const char *selection);

#endif
