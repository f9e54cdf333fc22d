// The C allocator's settings for plumb's process, made once at its start. Reached only from the plumb executable.
#ifndef PLUMB_CALLOCATOR_H
#define PLUMB_CALLOCATOR_H

/// Sets glibc's allocator up for a process that runs for a second or two and allocates a hundred megabytes, most of
/// it at once (the caches read, the facts decoded, the analysis written): every thread allocates from one heap, kept
/// whole until exit, reserved ahead in one piece that the kernel may back with huge pages. A cached run of a large
/// app otherwise spent a seventh of its time in page faults, one for each 4 KB touched first. Does nothing where the
/// C library is not glibc. Call it once, first thing, before other threads start.
void plumb_allocator_settings(void);

#endif
