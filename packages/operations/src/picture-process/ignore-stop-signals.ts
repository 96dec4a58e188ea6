// The picture process's first module: it ignores the stop signals before anything else loads. A signal meant for the
// whole service (a terminal's Ctrl-C, systemd's KillMode=control-group, `kill -TERM -<pgid>` where the process was not
// started in a group of its own) must not end it: the service drains, and the pictures asked for during the drain
// must be drawn. The process ends with its channel instead (picture-process-entry.ts).
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => undefined);
