"""Finding and running the sheetdoku command, reading its --json lines.

The command is looked for, in this order: the file named by the environment
variable SHEETDOKU_BIN (the configured place), the copy bundled in the
extension (bin/sheetdoku, for the platform the extension was built on), and
`sheetdoku` on PATH.
"""

import json
import os
import shutil
import subprocess
import threading

BUNDLED = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    "..",
    "bin",
)


class Missing(Exception):
    """The sheetdoku command is nowhere to be found; `configured` is the
    path SHEETDOKU_BIN names when that is what cannot be run (the dialog
    says it in the teacher's language: actions.py)."""

    def __init__(self, message, configured=None):
        super().__init__(message)
        self.configured = configured


class Failed(Exception):
    """The command refused the input or stopped (exit code 2 or 3)."""

    def __init__(self, message, exit_code):
        super().__init__(message)
        self.exit_code = exit_code


def find_command():
    """The path of the sheetdoku program, or Missing with what to do."""
    configured = os.environ.get("SHEETDOKU_BIN")
    if configured:
        if os.access(configured, os.X_OK):
            return configured
        raise Missing(
            "SHEETDOKU_BIN names %s, which is not a program that can be run." % configured,
            configured,
        )
    for name in ("sheetdoku", "sheetdoku.exe"):
        bundled = os.path.normpath(os.path.join(BUNDLED, name))
        if os.path.isfile(bundled):
            if not os.access(bundled, os.X_OK):
                try:
                    os.chmod(bundled, 0o755)
                except OSError:
                    pass
            if os.access(bundled, os.X_OK):
                return bundled
    on_path = shutil.which("sheetdoku")
    if on_path:
        return on_path
    raise Missing(
        "The sheetdoku program was not found. This copy of the extension was "
        "built without it for this computer. Install sheetdoku (cargo install "
        "--path . in its source folder) so that it is on PATH, or set the "
        "environment variable SHEETDOKU_BIN to the program's full path, then "
        "restart LibreOffice."
    )


def parse_lines(text):
    """The JSON objects of the command's standard output, in order."""
    found = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("{"):
            found.append(json.loads(line))
    return found


def run(args, timeout=None):
    """Runs `sheetdoku --json ARGS`; returns (exit code, objects, stderr).

    Raises Failed with the command's own message on exit code 2 or 3 when it
    produced no result at all.
    """
    command = [find_command(), "--json", "--calc-words"] + list(args)
    proc = subprocess.run(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        timeout=timeout,
        text=True,
    )
    objects = parse_lines(proc.stdout)
    errors = [o for o in objects if o.get("kind") == "error"]
    results = [o for o in objects if o.get("kind") != "error"]
    if errors and not results:
        # The message in the teacher's language (--lang), where the
        # command gives one.
        last = errors[-1]
        raise Failed(last.get("text") or last["message"], proc.returncode)
    if proc.returncode == 2 and not objects:
        raise Failed(proc.stderr.strip() or "sheetdoku stopped with exit code 2", 2)
    return proc.returncode, objects, proc.stderr


class Streamed:
    """A long command whose JSON lines arrive while it runs (generate):
    `on_object` is called for each, from a reader thread; `cancel` stops
    the command and keeps what arrived."""

    def __init__(self, args, on_object):
        self.objects = []
        self.cancelled = False
        self._on_object = on_object
        self.proc = subprocess.Popen(
            [find_command(), "--json", "--calc-words"] + list(args),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self._stderr = []
        self._err_thread = threading.Thread(target=self._read_stderr, daemon=True)
        self._err_thread.start()

    def _read_stderr(self):
        for line in self.proc.stderr:
            self._stderr.append(line)

    def wait(self):
        """Reads every line until the command ends; its exit code."""
        for line in self.proc.stdout:
            line = line.strip()
            if not line.startswith("{"):
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                if self.cancelled:
                    # The last line, cut short when the command was stopped.
                    continue
                raise
            self.objects.append(obj)
            self._on_object(obj)
        code = self.proc.wait()
        self._err_thread.join(timeout=5)
        return code

    def cancel(self):
        """Stops the command; the objects read so far are kept."""
        self.cancelled = True
        if self.proc.poll() is None:
            self.proc.terminate()

    def stderr(self):
        return "".join(self._stderr)
