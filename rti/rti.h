/* RTI internals shared with the core: tool loading, findings, the layout hook
 * for extra fields, downcall dispatch. Tools never include this. */
#ifndef RIVET_RTI_INTERNAL_H
#define RIVET_RTI_INTERNAL_H

#include "rti/include/rti.h"
#include "vm/vm.h"

/* Load and initialise the tools named by -tool options, before any class
 * loads. False (with a message printed) when a tool is unknown or fails. */
bool rti_load_tools(int n, char **specs);
/* Number of tools (the size of per-thread and per-class data arrays). */
int rti_tool_count(void);
/* True when some tool wants the instrumented interpreter. */
extern bool rti_instr_wanted;
/* Set up a new thread's tool state. */
void rti_thread_created(Thread *th);
/* Findings: how many were reported, and writing the -report file. */
extern const char *rti_report_path;
int rti_findings(void);
void rti_write_report(void);
/* Methods that raise lock events (marked when their class links). */
void rti_mark_lock_methods(Class *cls);
/* Zero the tool's extra fields of a freshly cloned object. */
void rti_clear_extra_fields(Object *obj);
/* rivet.Downcall.downcall (natives/rivet_Downcall.c). */
void rti_downcall(Thread *th, Slot *a, Slot *ret);

#endif
