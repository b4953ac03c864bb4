#!/bin/bash
# Submits a sweep to Slurm: the shards as a job array, then the merge once
# every shard has succeeded. Run it from the repository's root on a node
# that shares RESULTS with the compute nodes:
#
#   TUNE=$PWD/build/tune RESULTS=$PWD/tune-results deploy/slurm/submit.sh
#
# The jobs' logs go into RESULTS too. Extra arguments go to both sbatch
# calls, like --wait or --partition=x.
set -euo pipefail
here=$(dirname "$0")
export RESULTS=${RESULTS:-$PWD/tune-results}
mkdir -p "$RESULTS"
array=$(sbatch --parsable --output="$RESULTS/tune-shard-%a.log" "$@" "$here/tune-array.sbatch")
sbatch --parsable --dependency="afterok:${array%%;*}" --output="$RESULTS/tune-merge.log" "$@" "$here/tune-merge.sbatch"
