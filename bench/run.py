#!/usr/bin/env python3
"""Runs each bench/*.rb on corundum and on ruby (when installed), alternately, several times,
and prints a Markdown table of median wall times and the corundum/ruby speed ratio
(ruby time / corundum time: above 1.0 means corundum is faster).

Usage: python3 bench/run.py [--runs N] [NAME ...]   (build first: cargo build --release)
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORUNDUM = os.path.join(ROOT, "target", "release", "corundum")


def run_once(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    t1 = time.perf_counter()
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr.decode()}")
    return t1 - t0, p.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    if not os.path.exists(CORUNDUM):
        sys.exit("build first: cargo build --release")
    ruby = shutil.which("ruby")
    names = a.names or sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, "bench")) if f.endswith(".rb"))
    print("| benchmark | corundum (s) | ruby (s) | ruby/corundum |")
    print("|---|---|---|---|")
    for n in names:
        path = os.path.join(ROOT, "bench", n + ".rb")
        ct, rt = [], []
        out_c = out_r = None
        for _ in range(a.runs):
            t, out_c = run_once([CORUNDUM, path])
            ct.append(t)
            if ruby:
                t, out_r = run_once([ruby, path])
                rt.append(t)
        if ruby and out_c != out_r:
            sys.exit(f"{n}: outputs differ between corundum and ruby")
        c = statistics.median(ct)
        if ruby:
            r = statistics.median(rt)
            print(f"| {n} | {c:.3f} | {r:.3f} | {r / c:.2f} |")
        else:
            print(f"| {n} | {c:.3f} | - | - |")


if __name__ == "__main__":
    main()
