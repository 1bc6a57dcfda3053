/* escape.h — objects that escape a class initialiser.
 *
 * A class initialiser's writes are ordered before every other thread's use
 * of the class (JLS 12.4.2), and eraser and predict leave them out. An
 * object the initialiser stores into a static of another class (one whose
 * initialiser is not on the thread's stack: `Registry.current = this` in a
 * constructor a <clinit> runs) escapes that: a thread reading the static
 * reaches it without using the class, so the initialiser's writes to its
 * fields must be checked (hunt 13 F3: `port = 8080` after the publication,
 * read as 0, was reported by neither tool). Only the object stored is
 * marked, not what it reaches. The set is versioned tool memory
 * (rti_save): a schedule a return undoes takes its marks back, since the
 * address may hold another object after it. */
#ifndef RIVET_TOOLS_ESCAPE_H
#define RIVET_TOOLS_ESCAPE_H

#include <stdbool.h>

#include <rti.h>

/* A field access: a reference written into such a static marks its value.
 * Eraser and predict ask at every field access: the test that it is a
 * static reference write is inline, the rest only then. */
void escape_note_static(const RtiAccess *acc);
static inline void escape_note(const RtiAccess *acc)
{
    if (acc->is_write && acc->is_static && (acc->type == 'L' || acc->type == '[') && acc->value.a)
        escape_note_static(acc);
}
/* Whether obj escaped a class initialiser so. */
bool escape_escaped(const RtiObject *obj);
/* Whether a static is one a <clinit> on the accessing thread's stack
 * initialises (its own class's). */
bool escape_own_static(const RtiAccess *acc);

#endif
