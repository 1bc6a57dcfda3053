/* collections.h — which JDK classes are the collections that are not
 * thread-safe, as the tester and Eraser watch them. */
#ifndef RIVET_TOOLS_COLLECTIONS_H
#define RIVET_TOOLS_COLLECTIONS_H

#include <stdbool.h>
#include <string.h>

#include <rti.h>

/* java.util's own classes (ArrayList, HashMap and its Node, ...; not
 * java.util.concurrent's or any other subpackage's). A program sharing one
 * without a common lock races inside the JDK's code, on their fields
 * (HashMap$Node.value, ArrayList.size) and the elements of their arrays. */
static inline bool coll_class(RtiClass *c)
{
    const char *cn = rti_class_name(c);
    return cn && !strncmp(cn, "java/util/", 10) && !strchr(cn + 10, '/');
}

/* A collection's own code, whose accesses to its arrays' elements are
 * checked: java.util's classes but Arrays, whose copies are of anyone's
 * arrays, element by element (a string builder's growth: checking them
 * made a tester search seven times slower). */
static inline bool coll_code_class(RtiClass *c)
{
    return coll_class(c) && strcmp(rti_class_name(c), "java/util/Arrays");
}

#endif
