#!/usr/bin/env python3
"""Kills the real `formwork` binary while it autosaves a draft, and checks every draft it leaves.

Each round starts `formwork demo NAME --draft FILE` in a pseudo-terminal, types random keys,
and sends SIGKILL at a random moment: any time after start (during the restore too), while
typing, or a few milliseconds after a save began (`save` mode waits for the binary's log to
announce one). After each kill, the draft file must be absent or readable and equal to a state
the binary really reached: the binary, run with FORMWORK_DRAFT_LOG, appends every draft to a log
*before* saving it (Sources/formwork/CommandDraft.swift). Stronger still, the file must equal
the last save the log shows completed, or the one in progress when the kill came. The next round
resumes from the same file, so every draft left is also restored by the binary itself, which
must report it restored (never moved aside).

Python 3 standard library only; Linux or macOS.

    python3 Tests/Reliability/draft_kill_harness.py --kills 1000        # the full run
    python3 Tests/Reliability/draft_kill_harness.py --kills 150 --time-limit 60   # CI

Exits 0 when every count of a failure is 0, 1 otherwise, 2 on a setup problem.
"""

import argparse
import fcntl
import json
import os
import pty
import random
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

EXAMPLES = ["login", "loan-application", "transport-order", "github-signup", "newsletter"]

# Keys a person edits with. Never Ctrl-C / Ctrl-D / Esc / q (they leave); Enter may press a
# submit button, which ends the run with the draft deleted: that path is checked too.
KEYS = (
    [c.encode() for c in "abcdefghijklmnopqrstuvwxyz0123456789@.-_ "] * 3
    + [b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"] * 4  # arrows
    + [b"\t", b"\x1b[Z"] * 4  # Tab, Shift-Tab
    + [b"\x7f"] * 4  # Backspace
    + [b"\r", b" "]  # Enter, Space: toggles, choices, buttons
)


class Counts:
    def __init__(self):
        self.kills = 0
        self.kills_during_save = 0  # a save had begun and not finished when the kill came
        self.kills_before_ready = 0  # before the binary had restored the draft
        self.exited_before_kill = 0  # the binary ended by itself (a submit, say)
        self.absent = 0
        self.equal_to_reached = 0
        self.corrupt = 0  # not JSON
        self.unreached = 0  # JSON, but no state the log says was reached
        self.stale = 0  # a reached state, but not the last completed save nor the one in progress
        self.restore_not_clean = 0  # the binary moved a draft aside, or dropped values
        self.draft_errors = 0  # the binary reported a draft problem on standard error
        self.leftover_temp_files = 0  # temporary files of a killed save, seen after the kill
        self.temp_files_not_recovered = 0  # still there after the next start cleaned up
        self.saves_logged = 0

    def failures(self):
        return (
            self.corrupt
            + self.unreached
            + self.stale
            + self.restore_not_clean
            + self.draft_errors
            + self.temp_files_not_recovered
        )

    def report(self, elapsed):
        rows = [
            ("kills (SIGKILL)", self.kills),
            ("  while a save was in progress", self.kills_during_save),
            ("  before the draft was restored", self.kills_before_ready),
            ("runs that ended by themselves", self.exited_before_kill),
            ("saves logged", self.saves_logged),
            ("draft absent after the kill", self.absent),
            ("draft equal to a reached state", self.equal_to_reached),
            ("corrupt (unreadable) drafts", self.corrupt),
            ("drafts equal to no reached state", self.unreached),
            ("drafts older than the last completed save", self.stale),
            ("restores that were not clean", self.restore_not_clean),
            ("draft errors the binary reported", self.draft_errors),
            ("temporary files left by a kill", self.leftover_temp_files),
            ("  not removed by the next start", self.temp_files_not_recovered),
        ]
        width = max(len(name) for name, _ in rows)
        lines = [f"{name.ljust(width)}  {value}" for name, value in rows]
        lines.append(f"{'time'.ljust(width)}  {elapsed:.1f} s")
        return "\n".join(lines)


def canonical(value):
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class DraftLog:
    """One draft file's log, read incrementally: what was reached, what the file may hold now.

    A line cut by a kill is incomplete and waits (it never announced a save that started).
    """

    def __init__(self, path):
        self.path = path
        self.offset = 0
        self.partial = b""
        self.reached = set()  # canonical JSON of every draft announced before its save
        self.settled = {None}  # what the file may hold when no operation is in progress (None: no file)
        self.in_progress = None  # ("draft", text) or ("deleted", None) between announce and outcome
        self.saves = 0
        self.by_pid = {}  # pid → events

    def poll(self):
        if not os.path.exists(self.path):
            return
        with open(self.path, "rb") as handle:
            handle.seek(self.offset)
            data = handle.read()
        self.offset += len(data)
        lines = (self.partial + data).split(b"\n")
        self.partial = lines.pop()
        for line in lines:
            self.apply(json.loads(line))

    def apply(self, event):
        self.by_pid.setdefault(event.get("pid"), []).append(event)
        kind = event["event"]
        if kind == "restore" and self.in_progress:
            # A killed process's last operation may or may not have reached the file; the
            # harness settles it when it reads the file after the kill (`observed`).
            self.settled.add(self.in_progress[1])
            self.in_progress = None
        elif kind == "save":
            state = canonical(event["draft"])
            self.reached.add(state)
            self.in_progress = ("draft", state)
            self.saves += 1
        elif kind == "delete":
            self.in_progress = ("deleted", None)
        elif kind in ("saved", "deleted"):
            self.settled = {self.in_progress[1] if self.in_progress else None}
            self.in_progress = None
        elif kind == "failed":
            self.in_progress = None
        elif kind == "movedAside":
            self.settled = {None}

    def events(self, pid):
        self.poll()
        return self.by_pid.get(pid, [])

    def allowed(self):
        """The file's possible contents now: a settled one, or the operation in progress."""
        allowed = set(self.settled)
        if self.in_progress:
            allowed.add(self.in_progress[1])
        return allowed

    def observed(self, content):
        """The process is dead and the file was read: what it holds is now the one possibility."""
        self.settled = {content}
        self.in_progress = None

    def save_in_progress(self):
        return self.in_progress is not None and self.in_progress[0] == "draft"


def temp_files(directory, name):
    prefix = f".{name}.tmp-"
    return sorted(entry for entry in os.listdir(directory) if entry.startswith(prefix))


class Round:
    """One run of the binary in a pseudo-terminal."""

    def __init__(self, binary, example, draft, log, debounce, rng):
        self.rng = rng
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 110, 0, 0))
        env = dict(os.environ)
        env.update(
            {
                "FORMWORK_DRAFT_LOG": log,
                "FORMWORK_DRAFT_DEBOUNCE": f"{debounce:.4f}",
                "NO_COLOR": "1",
                "TERM": "xterm-256color",
            }
        )
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [binary, "demo", example, "--draft", draft],
            stdin=slave,
            stdout=slave,
            stderr=self.stderr,
            env=env,
            start_new_session=True,
            close_fds=True,
        )
        os.close(slave)
        self.master = master

    def drain(self, seconds):
        """Reads the screen output for `seconds` (a full pty would block the binary)."""
        deadline = time.monotonic() + seconds
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    os.read(self.master, 65536)
                except OSError:
                    time.sleep(left)  # the binary is gone; keep time as asked
                    return

    def type(self, key):
        try:
            os.write(self.master, key)
        except OSError:
            pass  # the binary ended: the round's check sees it

    def alive(self):
        return self.process.poll() is None

    def kill(self):
        if self.alive():
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()
            return True
        self.process.wait()
        return False

    def close(self):
        os.close(self.master)
        self.stderr.seek(0)
        text = self.stderr.read().decode(errors="replace")
        self.stderr.close()
        return text


def wait_for(log, pid, predicate, round_, timeout):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate(log.events(pid)):
            return True
        round_.drain(0.001)
        if not round_.alive():
            return predicate(log.events(pid))
    return False


def restored(events):
    return any(e["event"] == "restore" for e in events)


def saves(events):
    return sum(1 for e in events if e["event"] == "save")


def run_round(args, rng, counts, workdir, example, log):
    draft = os.path.join(workdir, f"{example}.draft.json")
    name = os.path.basename(draft)
    leftovers_before = temp_files(workdir, name)
    debounce = rng.choice([0.0, 0.001, 0.005, 0.02])
    mode = rng.choices(["save", "random", "startup"], weights=[5, 4, 1])[0]
    round_ = Round(args.binary, example, draft, log.path, debounce, rng)
    pid = round_.process.pid
    if mode == "startup":
        round_.drain(rng.uniform(0, 0.04))
        ready = restored(log.events(pid))
    else:
        ready = wait_for(log, pid, restored, round_, 10)
        if not ready and round_.alive():
            round_.kill()
            stderr = round_.close()
            raise SystemExit(f"setup: {example} never restored its draft in 10 s; stderr:\n{stderr}")
        restore = next((e for e in log.events(pid) if e["event"] == "restore"), None)
        if restore and restore["outcome"] not in ("restored", "noDraft"):
            counts.restore_not_clean += 1
            print(f"restore not clean ({example}): {restore}", file=sys.stderr)
        counts.temp_files_not_recovered += len([t for t in temp_files(workdir, name) if t in leftovers_before])
        if mode == "random":
            deadline = time.monotonic() + rng.uniform(0, 0.25)
            while time.monotonic() < deadline and round_.alive():
                round_.type(rng.choice(KEYS))
                round_.drain(rng.uniform(0, 0.004))
        else:
            before = saves(log.events(pid))
            deadline = time.monotonic() + 2
            while time.monotonic() < deadline and round_.alive() and saves(log.events(pid)) == before:
                round_.type(rng.choice(KEYS))
                round_.drain(rng.uniform(0, 0.002))
            time.sleep(rng.uniform(0, 0.003))
    killed = round_.kill()
    stderr = round_.close()
    log.poll()
    if "draft" in stderr.lower():
        counts.draft_errors += 1
        print(f"the binary reported ({example}): {stderr.strip()}", file=sys.stderr)
    if killed:
        counts.kills += 1
        if not ready:
            counts.kills_before_ready += 1
        if log.save_in_progress():
            counts.kills_during_save += 1
    else:
        counts.exited_before_kill += 1
    counts.leftover_temp_files += len([t for t in temp_files(workdir, name) if t not in leftovers_before])

    if not os.path.exists(draft):
        if None in log.allowed():
            counts.absent += 1
        else:
            counts.stale += 1
            print(f"stale ({example}): no draft, but a completed save", file=sys.stderr)
        log.observed(None)
        return
    with open(draft, "rb") as handle:
        data = handle.read()
    try:
        state = canonical(json.loads(data))
    except ValueError as error:
        counts.corrupt += 1
        kept = os.path.join(workdir, f"corrupt-{counts.corrupt}-{name}")
        with open(kept, "wb") as handle:
            handle.write(data)
        print(f"corrupt ({example}): {error}; kept at {kept}; stderr: {stderr.strip()}", file=sys.stderr)
        os.remove(draft)
        log.observed(None)
        return
    if state not in log.reached:
        counts.unreached += 1
        print(f"unreached ({example}): {data[:200]!r}", file=sys.stderr)
    else:
        counts.equal_to_reached += 1
        if state not in log.allowed():
            counts.stale += 1
            print(f"stale ({example}): an older state than the last completed save", file=sys.stderr)
    log.observed(state)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=".build/debug/formwork", help="the formwork executable")
    parser.add_argument("--kills", type=int, default=1000, help="how many SIGKILLs (default 1000)")
    parser.add_argument("--time-limit", type=float, default=0, help="stop after this many seconds (0: none)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: random, printed)")
    parser.add_argument("--workdir", default=None, help="where drafts and logs go (default: a new temporary one)")
    args = parser.parse_args()

    if not os.access(args.binary, os.X_OK):
        print(f"setup: {args.binary} is not an executable; build it with `swift build`", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1 << 32)
    rng = random.Random(seed)
    workdir = args.workdir or tempfile.mkdtemp(prefix="formwork-kill-")
    os.makedirs(workdir, exist_ok=True)
    logs = {example: DraftLog(os.path.join(workdir, f"{example}.log.jsonl")) for example in EXAMPLES}
    print(f"draft kill harness: binary {args.binary}, seed {seed}, workdir {workdir}", flush=True)

    counts = Counts()
    start = time.monotonic()
    attempts = 0
    while counts.kills < args.kills:
        if args.time_limit and time.monotonic() - start > args.time_limit:
            print(f"time limit: stopped after {args.time_limit:.0f} s", flush=True)
            break
        attempts += 1
        example = EXAMPLES[attempts % len(EXAMPLES)]
        run_round(args, rng, counts, workdir, example, logs[example])
        counts.saves_logged = sum(log.saves for log in logs.values())
        if attempts % 100 == 0:
            print(f"  {counts.kills} kills, {counts.failures()} failures", flush=True)

    print(counts.report(time.monotonic() - start))
    if counts.failures():
        print(f"FAILED: {counts.failures()} problem(s); drafts and logs kept in {workdir}", file=sys.stderr)
        return 1
    if counts.kills_during_save == 0:
        print("FAILED: no kill landed during a save; the harness did not test what it should", file=sys.stderr)
        return 1
    print("OK: 0 corrupt, 0 unreadable, 0 unreached, 0 stale")
    return 0


if __name__ == "__main__":
    sys.exit(main())
