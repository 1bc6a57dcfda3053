/* Loader constraints (JVMS 5.3.4): where two class loaders meet in a method
 * or field signature (overriding, implementing an interface, resolving a
 * member of a class another loader defined), each class named in it must be
 * the same class for both. Without them, an object of one loader's class Y
 * reaches code compiled against the other loader's Y and its fields are read
 * with the wrong layout. */
#ifndef RIVET_VM_CONSTRAINTS_H
#define RIVET_VM_CONSTRAINTS_H

#include "vm/vm.h"

/* Before loader records cls as its class of that name (as defining or as
 * initiating loader): false, with HotSpot's LinkageError pending, when a
 * constraint already ties the name for that loader to another class. With
 * record, the constraint takes cls when it had no class yet. */
bool lc_check_record(Thread *th, Object *loader, Class *cls, bool record);

/* Constrains every class named in the descriptor desc to be the same for
 * loaders l1 and l2. On a conflict: false, *conflict set to the class name
 * that differs (nothing pending: the caller says where they met). */
bool lc_add_desc(Sym desc, Object *l1, Object *l2, Sym *conflict);

/* Where two loaders meet in a method's signature, as lc_add_desc; false
 * with HotSpot's LinkageError pending. LC_RESOLVE: cur resolves m, which
 * other (m's class) declares; LC_OVERRIDE: m of cur overrides a method of
 * its superclass other; LC_ITABLE: m, selected for cur, implements a method
 * of its interface other. */
typedef enum { LC_RESOLVE, LC_OVERRIDE, LC_ITABLE } LcSite;
bool lc_check_method(Thread *th, LcSite site, Class *cur, Class *other, Method *m);
/* cur resolves f, declared by another loader's class. */
bool lc_check_field(Thread *th, Class *cur, Field *f);

#endif
