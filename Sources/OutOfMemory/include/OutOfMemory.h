// The command's answer to an allocation that fails: one error line and exit 71 (EX_OSERR),
// instead of the Swift runtime's "Fatal error: failed to allocate …" and SIGABRT.
//
// On Linux with glibc the executable defines malloc, calloc, realloc, aligned_alloc,
// memalign and posix_memalign, which every library in the process then calls (an
// executable's definitions come first in symbol lookup); each calls glibc's own and, when
// that fails, reports and exits. Elsewhere nothing is replaced and this does nothing.
#ifndef OUT_OF_MEMORY_H
#define OUT_OF_MEMORY_H

/// Runs `cleanup` (which must be async-signal-safe and must not allocate) after the error
/// line and before the exit: the command removes its temporary output file there.
void bp_on_out_of_memory(void (*cleanup)(void));

#endif
