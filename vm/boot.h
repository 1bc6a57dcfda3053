/* VM start-up and shutdown (vm/boot.c). */
#ifndef RIVET_BOOT_H
#define RIVET_BOOT_H

#include "vm/vm.h"

/* Boot the class library on the calling (primordial) stack, which becomes the
 * main thread. False with a message printed on failure. */
bool boot_vm(Thread **main_thread);
/* Load the main class through LauncherHelper and run main (not with --dry-run). In
 * source-file mode the class is the JDK's source launcher, loaded from its
 * module. Returns the exit status main's outcome implies (0, or 1 after an
 * uncaught exception). */
int boot_run_main(Thread *th);
/* -XshowSettings[:what]: LauncherHelper.showSettings prints the settings on
 * stderr; the sizes are what -Xms, -Xmx and -Xss gave (0: not given). */
void boot_show_settings(Thread *th, const char *opt, size_t initial_heap, size_t max_heap, size_t stack);
/* Call LauncherHelper.name() or, with arg, name(String) (--list-modules,
 * --describe-module, --show-resolved-modules). False after an exception. */
bool boot_launcher_helper(Thread *th, const char *name, const char *arg);
/* -Dcom.sun.management*: jdk.internal.agent.Agent.startAgent (HotSpot's Management::initialize). */
bool boot_start_management_agent(Thread *th);
/* Wait for non-daemon threads, run shutdown hooks, exit. Never returns. */
void boot_destroy(Thread *th, int status) __attribute__((noreturn));
/* Exit the process now (after Shutdown's hooks, or from halt). */
void vm_exit(Thread *th, int status) __attribute__((noreturn));

#endif
