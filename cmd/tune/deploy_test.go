package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// The deploy tests play the shipped sweep with games of deployTicks ticks
// instead of a minute, to be quick; every other word of the commands is
// read from the files in deploy/, so that the test follows them.
const deployTicks = "120"

var (
	buildOnce sync.Once
	binDir    string // where tuneBinary builds, removed by TestMain
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// tuneBinary builds cmd/tune once for the tests that run it as the
// schedulers would.
func tuneBinary(t *testing.T) string {
	buildOnce.Do(func() {
		if binDir, buildErr = os.MkdirTemp("", "tune-bin"); buildErr != nil {
			return
		}
		if out, err := exec.Command("go", "build", "-o", filepath.Join(binDir, "tune"), ".").CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, buildErr)
	return filepath.Join(binDir, "tune")
}

// runBinary runs a command with the environment and returns its output;
// it must succeed.
func runBinary(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	require.NoError(t, cmd.Run(), "%s %v:\n%s", name, args, out.String())
	return out.String()
}

// oneRun plays the shipped sweep in one run, as the schedulers' merge
// should write it.
func oneRun(t *testing.T, bin string) string {
	out := filepath.Join(t.TempDir(), "one")
	runBinary(t, ".", nil, bin, "-spec", "../../assets/sweeps/near_detect_attack.toml", "-out", out, "-ticks", deployTicks)
	return out
}

// assertSameAsOneRun compares the merged sweep's files with one run's.
func assertSameAsOneRun(t *testing.T, one, merged string) {
	for _, name := range pictures {
		want, err := os.ReadFile(filepath.Join(one, name))
		require.NoError(t, err)
		got, err := os.ReadFile(filepath.Join(merged, name))
		require.NoError(t, err, name)
		assert.True(t, bytes.Equal(want, got), "%s differs from one run's", name)
	}
}

// k8sObject is what the test reads of a Kubernetes manifest.
type k8sObject struct {
	Kind string `yaml:"kind"`
	Spec struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Template       struct {
			Spec struct {
				Containers []struct {
					Args []string `yaml:"args"`
					Env  []struct {
						Name      string `yaml:"name"`
						ValueFrom struct {
							FieldRef struct {
								FieldPath string `yaml:"fieldPath"`
							} `yaml:"fieldRef"`
						} `yaml:"valueFrom"`
					} `yaml:"env"`
					VolumeMounts []struct {
						MountPath string `yaml:"mountPath"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// jobs returns the Jobs of a manifest file.
func jobs(t *testing.T, path string) []k8sObject {
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var out []k8sObject
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var o k8sObject
		if dec.Decode(&o) != nil {
			break
		}
		if o.Kind == "Job" {
			out = append(out, o)
		}
	}
	require.NotEmpty(t, out, path)
	return out
}

// imagePaths maps the paths the image holds to the repository's, from the
// Containerfile's COPY lines of the build context.
func imagePaths(t *testing.T) map[string]string {
	data, err := os.ReadFile("../../deploy/Containerfile")
	require.NoError(t, err)
	paths := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^COPY (assets/\S+) (/\S+)$`).FindAllStringSubmatch(string(data), -1) {
		paths[m[2]] = filepath.Join("../..", m[1])
	}
	require.Contains(t, paths, "/sweeps")
	require.Contains(t, string(data), "CGO_ENABLED=0 go build", "a static program")
	return paths
}

// TestKubernetesIndexedJobMergesToOneRun runs the Indexed Job's command
// for every index with the variables Kubernetes sets, then the merge Job's,
// with the volume a folder, and compares the merge with one run.
func TestKubernetesIndexedJobMergesToOneRun(t *testing.T) {
	bin := tuneBinary(t)
	shards := jobs(t, "../../deploy/kubernetes/tune-shards.yaml")
	require.Len(t, shards, 1)
	job := shards[0]
	assert.Equal(t, "Indexed", job.Spec.CompletionMode)
	require.Len(t, job.Spec.Template.Spec.Containers, 1)
	c := job.Spec.Template.Spec.Containers[0]
	assert.Contains(t, c.Args, "auto/"+strconv.Itoa(job.Spec.Completions), "-shard auto/N with N the completions")

	volume := t.TempDir()
	paths := imagePaths(t)
	for _, m := range c.VolumeMounts {
		paths[m.MountPath] = filepath.Join(volume, strings.Trim(m.MountPath, "/"))
	}
	for index := range job.Spec.Completions {
		vars := map[string]string{"JOB_COMPLETION_INDEX": strconv.Itoa(index)}
		for _, e := range c.Env {
			if e.ValueFrom.FieldRef.FieldPath == "metadata.annotations['batch.kubernetes.io/job-completion-index']" {
				vars[e.Name] = strconv.Itoa(index)
			}
		}
		args := append(k8sArgs(c.Args, vars, paths), "-ticks", deployTicks)
		out := runBinary(t, ".", []string{"JOB_COMPLETION_INDEX=" + strconv.Itoa(index)}, bin, args...)
		assert.Contains(t, out, "from JOB_COMPLETION_INDEX="+strconv.Itoa(index)+" (Kubernetes Indexed Job)")
	}
	merges := jobs(t, "../../deploy/kubernetes/tune-merge.yaml")
	require.Len(t, merges, 1)
	merge := merges[0].Spec.Template.Spec.Containers[0].Args
	runBinary(t, ".", nil, bin, k8sArgs(merge, nil, paths)...)
	assertSameAsOneRun(t, oneRun(t, bin), k8sArgs([]string{"/results/merged"}, nil, paths)[0])
}

// k8sArgs expands $(VAR) in args as Kubernetes does, and maps the image's
// and the volumes' paths to folders here.
func k8sArgs(args []string, vars, paths map[string]string) []string {
	out := make([]string, len(args))
	for i, a := range args {
		a = regexp.MustCompile(`\$\((\w+)\)`).ReplaceAllStringFunc(a, func(ref string) string { return vars[ref[2:len(ref)-1]] })
		for from, to := range paths {
			if a == from || strings.HasPrefix(a, from+"/") {
				a = to + a[len(from):]
			}
		}
		out[i] = a
	}
	return out
}

// TestSlurmArrayMergesToOneRun runs the array script for every task with
// the variables Slurm sets (its tasks numbered as its --array says), then
// the merge script, with bash, and compares the merge with one run.
func TestSlurmArrayMergesToOneRun(t *testing.T) {
	bin := tuneBinary(t)
	first, last := sbatchArray(t, "../../deploy/slurm/tune-array.sbatch")
	results := filepath.Join(t.TempDir(), "results")
	script, err := filepath.Abs("../../deploy/slurm")
	require.NoError(t, err)
	env := []string{"TUNE=" + bin, "RESULTS=" + results, "TUNE_FLAGS=-ticks " + deployTicks}
	for id := first; id <= last; id++ {
		task := append(env, "SLURM_ARRAY_TASK_ID="+strconv.Itoa(id), "SLURM_ARRAY_TASK_MIN="+strconv.Itoa(first),
			"SLURM_ARRAY_TASK_MAX="+strconv.Itoa(last), "SLURM_ARRAY_TASK_COUNT="+strconv.Itoa(last-first+1), "SLURM_CPUS_PER_TASK=2")
		out := runBinary(t, "../..", task, "bash", filepath.Join(script, "tune-array.sbatch"))
		assert.Contains(t, out, "minus SLURM_ARRAY_TASK_MIN="+strconv.Itoa(first)+" (Slurm job array)")
	}
	runBinary(t, "../..", env, "bash", filepath.Join(script, "tune-merge.sbatch"))
	assertSameAsOneRun(t, oneRun(t, bin), filepath.Join(results, "merged"))
}

// sbatchArray reads the range of a script's #SBATCH --array=A-B.
func sbatchArray(t *testing.T, path string) (first, last int) {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		if m := regexp.MustCompile(`^#SBATCH --array=(\d+)-(\d+)$`).FindStringSubmatch(lines.Text()); m != nil {
			first, _ = strconv.Atoi(m[1])
			last, _ = strconv.Atoi(m[2])
			return first, last
		}
	}
	t.Fatalf("%s: no #SBATCH --array=A-B", path)
	return 0, 0
}
