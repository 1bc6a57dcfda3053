/* java.io.Console natives (libjava's Console_md.c): whether stdin and stdout
 * are a terminal, and switching the terminal's echo for readPassword. */
#include <termios.h>
#include <unistd.h>

#include "natives/nio_util.h"

NATIVE(con_istty)
{
    (void)th;
    (void)a;
    ret->i = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
}

/* Later 17 updates: which of stdin, stdout, stderr (bits 0, 1, 2) are terminals. */
NATIVE(con_ttyStatus)
{
    (void)th;
    (void)a;
    ret->i = (isatty(STDIN_FILENO) ? 1 : 0) | (isatty(STDOUT_FILENO) ? 2 : 0) | (isatty(STDERR_FILENO) ? 4 : 0);
}

NATIVE(con_encoding)
{
    (void)th;
    (void)a;
    ret->a = NULL; /* the default charset */
}

NATIVE(con_echo)
{
    bool on = a[0].i;
    struct termios tio;
    if (tcgetattr(STDIN_FILENO, &tio) == -1) {
        nio_throw_errno(th, "tcgetattr failed");
        ret->i = !on;
        return;
    }
    ret->i = (tio.c_lflag & ECHO) != 0;
    if (on)
        tio.c_lflag |= ECHO;
    else
        tio.c_lflag &= ~(tcflag_t)ECHO;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &tio) == -1)
        nio_throw_errno(th, "tcsetattr failed");
}

NATIVES_TABLE(java_io_Console, "java/io/Console",
    {"istty", "()Z", con_istty},
    {"ttyStatus", "()I", con_ttyStatus},
    {"encoding", "()Ljava/lang/String;", con_encoding},
    {"echo", "(Z)Z", con_echo},
);
