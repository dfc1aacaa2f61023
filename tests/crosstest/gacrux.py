"""The tie-break half of tests/crosstest/run, against Gacrux (the FIDE TEC's
TieBreakServer, 1.9.57), loaded once per shard from GACRUX_DIR:

  ours   -> theirs: `arbiter generate --dutch --tiebreaks L` writes record 202
                    and the ranks; Gacrux's tiebreakchecker checks the ranks.
  theirs -> ours:   Gacrux's tournamentgenerator writes a tournament; its
                    tiebreakchecker ranks it by a list; record 202 and those
                    ranks go into the file; `arbiter check --dutch` checks them.

python3 gacrux.py GACRUX_DIR ARBITER OUT FIRST LAST JOBS SHARD runs the seeds
s of FIRST..LAST with s % JOBS == SHARD, one tournament each way per seed,
appending `tiebreaks DIRECTION SEED PLAYERS ROUNDS VERDICT` lines (ROUNDS as
`PLAYED/ASKED` when their generator stopped early) to
OUT/log/ and keeping each discrepancy in OUT/discrepancies/. Nothing of
Gacrux is copied here: it is imported from where the user built it.
"""

import contextlib
import io
import os
import random
import subprocess
import sys

# The lists drawn per tournament: (ours for record 202, Gacrux's -t codes).
LISTS = [
    "BH/C1,BH,SB",
    "BH/C1,BH,DE,WIN,BWG",
    "BH/C1,BH,ARO",
    "BH,SB,DE,WIN",
    "SB,BH/C1,PS",
    "AOB,BH/C2,WON,BPG",
    "DE,FB,BH",
]


def size(rng):
    """Players and rounds as tests/crosstest/run draws them: 4-20 players
    four times in five, 21-100 nine times in fifty, 101-400 once in fifty;
    3-11 rounds, fewer than the players."""
    draw = rng.randrange(50)
    if draw == 0:
        players = rng.randint(101, 400)
    elif draw < 10:
        players = rng.randint(21, 100)
    else:
        players = rng.randint(4, 20)
    return players, min(rng.randint(3, 11), players - 1)


class Gacrux:
    """Gacrux's checker and generator, run in this process (argv as on
    their command lines, their output captured)."""

    def __init__(self, directory):
        sys.path.insert(0, directory)
        sys.set_int_max_str_digits(15000)
        import tiebreakchecker
        import tournamentgenerator

        self.checker = tiebreakchecker.tiebreakchecker
        self.generator = tournamentgenerator.tournamentgenerator

    def _run(self, make, argv, body):
        saved = sys.argv
        sys.argv = ["gacrux"] + argv
        out = io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                program = make()
                result = body(program)
        finally:
            sys.argv = saved
        return result, out.getvalue()

    def ranks(self, path, codes, check, rounds=None):
        """Gacrux's ranks of the file by PTS and `codes`: {start number:
        rank}, and whether they are the file's (with `check`); after
        `rounds` rounds when given (its `-n`), else after those the file
        announces (record 142 or XXR)."""

        def body(program):
            program.common_main()
            result = getattr(program.chessfile, "result", None) or {}
            ranks = {c["cid"]: c["rank"] for c in result.get("competitors", [])}
            return ranks, result.get("check", True), result

        argv = ["-i", path, "-o", os.devnull, "-s"] + (["-n", str(rounds)] if rounds else [])
        argv += ["-t", "PTS"] + codes + (["-c"] if check else [])
        (ranks, agrees, result), said = self._run(self.checker, argv, body)
        return ranks, agrees, result, said

    def generate(self, seed, players, rounds, path, statistics):
        """Gacrux's tournament number `seed` into `path`."""
        pattern = path.replace(".trf", "-%d.trf")
        argv = ["-g", str(seed), "1", "-p", str(players), "-N", str(rounds), "-o", pattern, "-S"]
        argv += [str(s) for s in statistics]

        def body(program):
            program.read_command_line()
            program.process_tournaments()

        _, said = self._run(self.generator, argv, body)
        os.replace(pattern.replace("%d", str(seed).zfill(4)), path)
        return said


def rounds_played(path):
    """The rounds the TRF at `path` records: the most round blocks (ten
    columns each from column 92) on a 001 line."""
    with open(path, encoding="latin-1") as f:
        return max(((len(line[91:].rstrip()) + 2) // 10 for line in f if line.startswith("001")), default=0)


def with_ranks(path, list_text, ranks):
    """Writes record 202 and `ranks` (columns 86-89 of each 001 line) into
    the TRF at `path`."""
    with open(path, encoding="latin-1", newline="") as f:
        lines = f.read().replace("\r\n", "\n").replace("\r", "\n").split("\n")
    out = []
    for line in lines:
        if line.startswith(("202", "212")):
            continue
        if line.startswith("001") and len(line) >= 89:
            start = int(line[4:8])
            line = line[:85] + f"{ranks.get(start, 0):>4}" + line[89:]
        out.append(line)
    out.insert(1, "202 " + list_text)
    with open(path, "w", encoding="latin-1", newline="\n") as f:
        f.write("\n".join(out))


def keep(out, name, report, *files):
    """Keeps one discrepancy: its report and the files it needs."""
    folder = os.path.join(out, "discrepancies")
    with open(os.path.join(folder, name + ".txt"), "w") as f:
        f.write(report)
    for path in files:
        with open(path, "rb") as src, open(os.path.join(folder, os.path.basename(path)), "wb") as dst:
            dst.write(src.read())


def run(arbiter, *args):
    """`arbiter ARGS`: exit code and everything it printed."""
    done = subprocess.run([arbiter, *args], capture_output=True, text=True)
    return done.returncode, done.stdout + done.stderr


def ours(gacrux, arbiter, out, seed):
    """Ours generated, checked by Gacrux: (players, rounds, verdict)."""
    rng = random.Random(f"ours {seed}")
    players, rounds = size(rng)
    list_text = rng.choice(LISTS)
    options = ["--players", str(players), "--rounds", str(rounds), "--seed", str(seed), "--tiebreaks", list_text]
    for flag, highest in [("--full-point-byes", 10), ("--half-point-byes", 20), ("--zero-point-byes", 10),
                          ("--forfeits", 8), ("--double-forfeits", 3), ("--unusual-results", 4)]:
        options += [flag, f"{rng.randrange(highest)}%"]
    options += ["--withdraw-percent", str(rng.randrange(3))]
    if rng.randrange(4) == 0:
        options.append("--baku")
    path = os.path.join(out, "work", f"t{seed}-ours.trf")
    code, said = run(arbiter, "generate", "--dutch", *options, "-o", path)
    if code != 0:
        keep(out, f"tiebreaks-ours-{seed}", f"arbiter generate --dutch {' '.join(options)} failed:\n{said}")
        return players, rounds, "skipped" if "could pair every round" in said else "failed"
    ranks, agrees, _, gacrux_said = gacrux.ranks(path, list_text.split(","), check=True)
    verdict = "agree" if agrees and ranks else "differ"
    if verdict == "differ":
        _, ours_said = run(arbiter, "check", "--dutch", path)
        keep(out, f"tiebreaks-ours-{seed}",
             f"arbiter generate --dutch {' '.join(options)}\n--- Gacrux's ranks:\n{sorted(ranks.items())}\n"
             f"{gacrux_said}\n--- arbiter check --dutch:\n{ours_said}", path)
    os.remove(path)
    return players, rounds, verdict


def theirs(gacrux, arbiter, out, seed):
    """Gacrux's generated and ranked, checked by us: (players, rounds, verdict)."""
    rng = random.Random(f"theirs {seed}")
    players, rounds = size(rng)
    list_text = rng.choice(LISTS)
    statistics = [rng.choice([0.0, 0.01, 0.03]), rng.choice([0.0, 0.05, 0.1]), rng.choice([0.0, 0.02, 0.05])]
    path = os.path.join(out, "work", f"t{seed}-theirs.trf")
    try:
        gacrux.generate(seed, players, rounds, path, statistics)
        # Their generator stops at a round it cannot pair and keeps record
        # 142 at the rounds asked for: such a file is a tournament in
        # progress, ranked after the rounds it records (README, #7).
        played = rounds_played(path)
        ranks, _, _, gacrux_said = gacrux.ranks(path, list_text.split(","), check=False, rounds=played)
    except Exception as e:  # their generator failed: no file, no test
        keep(out, f"tiebreaks-theirs-{seed}", f"Gacrux failed on {players} players, {rounds} rounds: {e!r}\n")
        return players, rounds, "skipped"
    if played != rounds:
        rounds = f"{played}/{rounds}"  # logged as the rounds played of those asked for
    if not ranks:
        keep(out, f"tiebreaks-theirs-{seed}", f"Gacrux gave no ranks:\n{gacrux_said}", path)
        return players, rounds, "failed"
    with_ranks(path, list_text, ranks)
    code, said = run(arbiter, "check", "--dutch", path)
    # By the exit code alone, as `check` documents it: 0 all agree, 1 a
    # difference (pairings or ranks), anything else a file we could not read.
    verdict = {0: "agree", 1: "differ"}.get(code, "failed")
    if verdict != "agree":
        keep(out, f"tiebreaks-theirs-{seed}", f"Gacrux's list {list_text}\n--- arbiter check --dutch:\n{said}", path)
    os.remove(path)
    return players, rounds, verdict


def main():
    directory, arbiter, out = sys.argv[1:4]
    first, last, jobs, shard = (int(a) for a in sys.argv[4:8])
    gacrux = Gacrux(directory)
    log_path = os.path.join(out, "log", f"tiebreaks-{first}-{last}-{shard}.txt")
    with open(log_path, "w") as log:
        for seed in range(first, last + 1):
            if seed % jobs != shard:
                continue
            for direction, one in [("ours", ours), ("theirs", theirs)]:
                players, rounds, verdict = one(gacrux, arbiter, out, seed)
                log.write(f"tiebreaks {direction} {seed} {players} {rounds} {verdict}\n")
                log.flush()


if __name__ == "__main__":
    main()
