#!/bin/sh
# `require` of 200 generated files, with a cold and a warm compile cache (issue 14):
#   bench/bytecode/require_files.sh [BINARY]   (default target/release/corundum)
# Each file defines a class with a few methods, blocks and literals (about 60 lines). The cold
# run starts from an empty cache directory; the warm runs reuse what it wrote. Needs hyperfine.
set -e
BIN=${1:-target/release/corundum}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
mkdir -p "$DIR/lib" "$DIR/cache"
i=0
while [ $i -lt 200 ]; do
  f="$DIR/lib/gen_$i.rb"
  {
    echo "class Gen$i"
    j=0
    while [ $j -lt 12 ]; do
      echo "  def m$j(a, b = $j, *rest, k: :v$j)"
      echo "    h = {a: a, b: b, s: \"str$j\", r: (1..$j), f: $j.5}"
      echo "    [a, b, *rest].map { |x| x.to_s * 2 }.select { |s| s.size > 1 }"
      echo "    h.each_with_object([]) { |(key, v), acc| acc << [key, v] if v }"
      echo "  end"
      j=$((j + 1))
    done
    echo "end"
  } > "$f"
  i=$((i + 1))
done
ruby_code='200.times { |i| require "gen_#{i}" }; p Gen199.new.m11(1).size'
export CORUNDUM_CACHE_DIR="$DIR/cache"
echo "200 files, $(cat "$DIR"/lib/*.rb | wc -c) bytes of source"
hyperfine -N -w 2 -r 10 \
  --prepare "rm -rf $DIR/cache" -n cold "$BIN -I $DIR/lib -e '$ruby_code'" \
  -n uncached "$BIN --disable-compile-cache -I $DIR/lib -e '$ruby_code'"
"$BIN" -I "$DIR/lib" -e "$ruby_code" > /dev/null
hyperfine -N -w 2 -r 10 -n warm "$BIN -I $DIR/lib -e '$ruby_code'"
"$BIN" --stats -I "$DIR/lib" -e "$ruby_code" 2>&1 >/dev/null | grep -i cache || true
