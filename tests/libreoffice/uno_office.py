"""Starting LibreOffice for UNO and stopping it, shared by the LibreOffice
suite's Python drivers (extension_driver.py, live_model.py) and
scripts/extension_pictures.py.

    proc, ctx = start(profile_dir, home_dir, pipe_name)
    ...
    stop(proc, ctx)

Needs Python with the `uno` module (Debian: python3-uno) and soffice.
"""

import os
import subprocess
import time

import uno


def start(profile, home, pipe, headless=True, env=None, soffice="soffice"):
    """soffice on a pipe of its own with the user profile `profile` and
    HOME `home`, and its component context. The first start after an
    extension was added restarts the office once (the soffice script
    restarts soffice.bin), so a context counts only once a call through it
    works. Raises RuntimeError when the office ends or does not answer."""
    os.makedirs(home, exist_ok=True)
    environment = dict(env if env is not None else os.environ)
    environment["HOME"] = home
    args = [soffice, "--norestore", "--nologo", "--nodefault",
            "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
            "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % pipe]
    if headless:
        args.insert(1, "--headless")
    proc = subprocess.Popen(args, env=environment,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local)
    for _ in range(240):
        try:
            ctx = resolver.resolve(
                "uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
            time.sleep(2)
            desktop(ctx)
            return proc, ctx
        except Exception:
            if proc.poll() is not None:
                raise RuntimeError("soffice ended before accepting a connection")
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError("soffice did not accept a connection in 120 s")


def desktop(ctx):
    """The office's Desktop."""
    return ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)


def stop(proc, ctx):
    """Asks the office to end, then waits (kills it after a minute)."""
    try:
        desktop(ctx).terminate()
    except Exception:
        pass
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()


def load(ctx, path, hidden=True):
    """Opens `path` as a document."""
    prop = uno.createUnoStruct("com.sun.star.beans.PropertyValue")
    prop.Name, prop.Value = "Hidden", hidden
    return desktop(ctx).loadComponentFromURL(
        uno.systemPathToFileUrl(os.path.abspath(path)), "_blank", 0, (prop,))
