#!/usr/bin/env python3
"""Runs each bench/*.rb on corundum and on ruby (when installed), alternately, several times,
and prints a Markdown table of median wall times and the corundum/ruby speed ratio
(ruby time / corundum time: above 1.0 means corundum is faster).

Usage: python3 bench/run.py [--runs N] [--env NAME=VALUE ...] [--stats] [NAME ...]
  --env NAME=VALUE  add a column for corundum run with that environment (repeatable)
  --stats           run corundum once more with --stats per column and print a second table
                    of method cache counters (mc_inline_hit_rate, mc_poly_hit, mc_megamorphic)
(build first: cargo build --release)
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORUNDUM = os.path.join(ROOT, "target", "release", "corundum")
STATS = ["mc_inline_hit_rate", "mc_poly_hit", "mc_megamorphic"]


def run_once(cmd, env=None):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       env=env and {**os.environ, **env})
    t1 = time.perf_counter()
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} {env or ''} failed:\n{p.stderr.decode()}")
    return t1 - t0, p.stdout, p.stderr


def stats(path, env):
    err = run_once([CORUNDUM, "--stats", path], env)[2].decode()
    found = dict(re.findall(r"^\s*(\w+):\s+(\S+)", err, re.M))
    return [found.get(k, "?") for k in STATS]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--env", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--stats", action="store_true")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    if not os.path.exists(CORUNDUM):
        sys.exit("build first: cargo build --release")
    ruby = shutil.which("ruby")
    names = a.names or sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, "bench")) if f.endswith(".rb"))
    # One corundum column per configuration: the plain run, then one per --env.
    configs = [("corundum", None)] + [(e, dict([e.split("=", 1)])) for e in a.env]
    labels = ["corundum"] + [f"corundum ({e})" for e in a.env]
    cols = [f"{l} (s)" for l in labels] + ["ruby (s)"] + [f"ruby/{l}" for l in labels]
    print("| benchmark | " + " | ".join(cols) + " |")
    print("|---" * (len(cols) + 1) + "|")
    stat_rows = []
    for n in names:
        path = os.path.join(ROOT, "bench", n + ".rb")
        times = [[] for _ in configs]
        outs = [None] * len(configs)
        rt, out_r = [], None
        for _ in range(a.runs):
            for i, (_, env) in enumerate(configs):
                t, outs[i], _ = run_once([CORUNDUM, path], env)
                times[i].append(t)
            if ruby:
                t, out_r, _ = run_once([ruby, path])
                rt.append(t)
        for (label, _), out in zip(configs, outs):
            if out != (out_r if ruby else outs[0]):
                sys.exit(f"{n}: outputs differ between {label} and {'ruby' if ruby else 'corundum'}")
        c = [statistics.median(t) for t in times]
        if ruby:
            r = statistics.median(rt)
            cells = [f"{x:.3f}" for x in c] + [f"{r:.3f}"] + [f"{r / x:.2f}" for x in c]
        else:
            cells = [f"{x:.3f}" for x in c] + ["-"] * (len(c) + 1)
        print(f"| {n} | " + " | ".join(cells) + " |", flush=True)
        if a.stats:
            stat_rows += [[n, label] + stats(path, env) for label, env in configs]
    if a.stats:
        print("\n| benchmark | run | " + " | ".join(STATS) + " |")
        print("|---" * (len(STATS) + 2) + "|")
        for row in stat_rows:
            print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
