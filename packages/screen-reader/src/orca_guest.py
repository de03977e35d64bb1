"""Orca as a guest on a machine that may have an Orca of its own: desktop.ts starts this instead of `orca`.

Run as `python3 orca_guest.py /usr/bin/orca [orca's options]`. It loads Orca's own launcher (Orca 43: /usr/bin/orca,
a Python script) without running it, then calls its main() with three of its functions changed:

- setProcessName: main() names the process "orca"; this one is named "orca-guest" instead. Orca finds "other Orcas"
  with `pgrep -u <uid> -x orca`, so the user's own Orca (started, restarted or `--replace`d) never sees this one.
- otherOrcas: none. Without `--replace`, main() refuses to start beside another Orca of the same user; this one runs
  on a display and buses of its own and is no other Orca's concern.
- cleanup: does nothing. `--replace` (and `--setup`) would SIGKILL every other Orca of the user: the user's screen
  reader. Nothing here passes either, and nothing ends an Orca this one did not start.

Everything else is Orca's own main(): its options, its settings manager, its start.
"""
import runpy
import sys

GUEST_NAME = "orca-guest"  # at most 15 characters: the kernel's process name (comm), which pgrep -x matches


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: orca_guest.py /path/to/orca [orca's options]")
    launcher = sys.argv[1]
    sys.argv = [launcher] + sys.argv[2:]
    # Any name but "__main__": the launcher's `if __name__ == "__main__": sys.exit(main())` does not run.
    loaded = runpy.run_path(launcher, run_name="orca_launcher")
    orca_main = loaded["main"]
    # run_path returns a copy of the launcher's globals: main() looks its helpers up in the original.
    scope = orca_main.__globals__
    set_process_name = scope["setProcessName"]
    scope["setProcessName"] = lambda _name: set_process_name(GUEST_NAME)
    scope["otherOrcas"] = lambda: []
    scope["cleanup"] = lambda _signal: None
    sys.exit(orca_main())


if __name__ == "__main__":
    main()
