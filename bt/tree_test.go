package bt

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewRejectsBadDefinitions(t *testing.T) {
	ok := func(*probe) bool { return true }
	tests := []struct {
		name string
		root *Node[*probe]
		want []string
	}{
		{"nil root", nil, []string{"bt: (root): root is nil"}},
		{"empty sequence", Sequence[*probe]("root"), []string{"bt: root: sequence has no children"}},
		{"empty nested selector", Sequence("root", Selector[*probe]("pick")), []string{"bt: root/pick: selector has no children"}},
		{"nil child", Sequence("root", act("a"), nil), []string{"bt: root: child 2 is nil"}},
		{"nil condition", Sequence("root", Condition[*probe]("c", nil)), []string{"bt: root/c: condition function is nil"}},
		{"nil action", Sequence("root", Action[*probe]("a", nil)), []string{"bt: root/a: action function is nil"}},
		{"stateful without tick", StatefulAction[*probe]("s", func(*probe) Status { return Success }, nil, nil),
			[]string{"bt: s: stateful action needs start and tick functions"}},
		{"nil guard", Guard("g", nil, act("a")), []string{"bt: g: guard condition is nil"}},
		{"repeat zero", Sequence("root", Repeat("r", 0, act("a"))), []string{"bt: root/r: repeat(0) must count at least 1"}},
		{"retry negative", RetryUntilSuccess("r", -1, act("a")), []string{"bt: r: retry until success(-1) must count at least 1"}},
		{"cooldown zero", Cooldown("c", 0, act("a")), []string{"bt: c: cooldown(0) must count at least 1"}},
		{"timeout zero", Timeout("t", 0, act("a")), []string{"bt: t: timeout(0) must count at least 1"}},
		{"cooldown forever", Cooldown("c", math.MaxInt, act("a")),
			[]string{"bt: c: cooldown(9223372036854775807) counts more than 2147483647 (MaxCount) and would wrap; leave the decorator out to mean forever"}},
		{"timeout past 32 bits", Timeout("t", 1<<32+2, act("a")),
			[]string{"bt: t: timeout(4294967298) counts more than 2147483647 (MaxCount) and would wrap; leave the decorator out to mean forever"}},
		{"repeat past 32 bits", Repeat("r", 1<<40, act("a")),
			[]string{"bt: r: repeat(1099511627776) counts more than 2147483647 (MaxCount) and would wrap; leave the decorator out to mean forever"}},
		{"retry just past the limit", RetryUntilSuccess("r", MaxCount+1, act("a")),
			[]string{"bt: r: retry until success(2147483648) counts more than 2147483647 (MaxCount) and would wrap; leave the decorator out to mean forever"}},
		{"nameless root", Sequence("", act("a")), []string{"bt: (root): the root sequence has no name; give it one, it starts every path"}},
		{"parallel threshold", Parallel("p", 3, 1, act("a"), act("b")),
			[]string{"bt: p: parallel thresholds 3 successes, 1 failures must be between 1 and 2 children"}},
		{"missing name", Sequence("root", Condition("", ok)), []string{"bt: root/#1: condition has no name"}},
		{"slash in name", Condition("a/b", ok), []string{`bt: a/b: name "a/b" contains '/'`}},
		{"duplicate names", Sequence("root", act("a"), act("a")), []string{`bt: root: two children are named "a"`}},
		{"duplicate names among many children", Sequence("root", manyActs(40, "a3", "a7", "a39")...),
			[]string{`bt: root: two children are named "a3"`, `bt: root: two children are named "a7"`, `bt: root: two children are named "a39"`}},
		{"three of a name", Sequence("root", act("a"), act("b"), act("a"), act("a")),
			[]string{`bt: root: two children are named "a"`, `bt: root: two children are named "a"`}},
		{"reason on a composite", Sequence("root", act("a")).Why(func(*probe) string { return "" }),
			[]string{"bt: root: only leaves and guards can give reasons"}},
		{"every problem is reported", Sequence("root", Selector[*probe]("x"), Repeat("r", 0, act("a"))),
			[]string{"bt: root/x: selector has no children", "bt: root/r: repeat(0) must count at least 1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tree, err := New(tc.root)
			require.Error(t, err)
			assert.Nil(t, tree)
			var got []string
			for _, e := range unwrapAll(err) {
				var be *BuildError
				require.True(t, errors.As(e, &be), "%v is a *BuildError", e)
				got = append(got, be.Error())
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func unwrapAll(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

func TestNewRejectsCycles(t *testing.T) {
	loop := Sequence("loop", act("a"))
	loop.children = append(loop.children, loop)
	_, err := New(loop)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bt: loop/loop: node contains itself")
}

func TestSharedNodeBuildsTwoIndependentCopies(t *testing.T) {
	shared := act("x")
	tick, tree, in := run(t, Sequence("root", Sequence("one", shared), Sequence("two", shared)))
	p := newProbe()
	require.Equal(t, Success, tick(p))
	assert.Equal(t, "x.start x.start", p.take())
	a, _ := tree.Shape().Find("root/one/x")
	b, _ := tree.Shape().Find("root/two/x")
	assert.NotEqual(t, a, b)
	assert.Equal(t, uint32(1), in.Visited(a))
}

func TestManyInstancesShareOneTree(t *testing.T) {
	tree, err := New(ReactiveSelector("root", ReactiveSequence("s", cond("c"), act("a")), act("b")))
	require.NoError(t, err)
	one, two := tree.NewInstance(), tree.NewInstance()
	p1, p2 := newProbe(), newProbe()
	p1.set(Running, "a")
	p2.set(Failure, "c")
	p2.set(Running, "b")
	require.Equal(t, Running, tree.Tick(one, p1, 1))
	require.Equal(t, Running, tree.Tick(two, p2, 1))
	assert.Equal(t, "c? a.start", p1.take())
	assert.Equal(t, "c? b.start", p2.take())
	assert.Equal(t, "a", tree.Shape().Node(tree.Shape().Tip(one)).Name)
	assert.Equal(t, "b", tree.Shape().Node(tree.Shape().Tip(two)).Name)
}

func TestInstanceBytes(t *testing.T) {
	tree, err := New(ReactiveSelector("root", Repeat("r", 2, act("a")), act("b")))
	require.NoError(t, err)
	assert.Equal(t, 40+5*8, tree.Shape().InstanceBytes(), "header, four nodes and one memo slot")
}

func TestMaxCountIsAccepted(t *testing.T) {
	_, err := New(Sequence("root", Cooldown("c", MaxCount, act("a")), Timeout("t", MaxCount, act("b"))))
	require.NoError(t, err)
}

func TestCooldownAndTimeoutNearTheEndOfTheClock(t *testing.T) {
	tree, err := New(Sequence("root", Cooldown("c", MaxCount, act("a")), Timeout("t", MaxCount, act("b"))))
	require.NoError(t, err)
	in, p := tree.NewInstance(), newProbe()
	p.set(Running, "b")
	now := uint32(math.MaxUint32 - 10)
	require.Equal(t, Running, tree.Tick(in, p, now))
	assert.Equal(t, Running, tree.Tick(in, p, now+5), "the timeout's deadline saturates instead of wrapping to the past")
	assert.Equal(t, "a.start b.start b.tick", p.take())
}

func TestBuildErrorsAreAList(t *testing.T) {
	_, err := New(Sequence("root", Selector[*probe]("x"), Repeat("r", 0, act("a"))))
	var list BuildErrors
	require.True(t, errors.As(err, &list))
	require.Len(t, list, 2)
	assert.Equal(t, "root/x", list[0].Path)
	assert.Equal(t, "root/r", list[1].Path)
	var first *BuildError
	require.True(t, errors.As(err, &first))
	assert.Equal(t, list[0], first)
	assert.Equal(t, "bt: root/x: selector has no children\nbt: root/r: repeat(0) must count at least 1", err.Error())
}

func TestIDOfADefinitionNode(t *testing.T) {
	strike := act("strike")
	shared := cond("near")
	root := ReactiveSelector("root", Sequence("attack", shared, strike), Sequence("chase", shared, act("move")))
	tree, err := New(root)
	require.NoError(t, err)
	tests := []struct {
		node *Node[*probe]
		path string
	}{
		{root, "root"},
		{strike, "root/attack/strike"},
		{shared, "root/attack/near"},
	}
	for _, tc := range tests {
		id, ok := tree.ID(tc.node)
		require.True(t, ok, tc.path)
		assert.Equal(t, tc.path, tree.Shape().Path(id))
	}
	id, ok := tree.ID(act("elsewhere"))
	assert.False(t, ok)
	assert.Equal(t, -1, id)
}

func TestTreeSizeLimit(t *testing.T) {
	no := func(*probe) bool { return false }
	selector := func(nodes int) *Node[*probe] {
		kids := make([]*Node[*probe], 0, nodes-1)
		for i := range nodes - 2 {
			kids = append(kids, Condition(fmt.Sprintf("c%d", i), no))
		}
		return Selector("root", append(kids, act("last"))...)
	}
	tick, _, _ := run(t, selector(MaxNodes))
	p := newProbe()
	p.set(Running, "last")
	require.Equal(t, Running, tick(p))
	require.Equal(t, Running, tick(p))
	assert.Equal(t, "last.start last.tick", p.take(), "the largest tree resumes its last child")

	_, err := New(selector(MaxNodes + 1))
	require.EqualError(t, err, "bt: root: the tree has 65537 nodes, more than 65536")
}

func TestDeepestChainBuildsAndTicks(t *testing.T) {
	n := Condition("leaf", func(*probe) bool { return true })
	for i := 1; i < MaxNodes; i++ {
		n = Inverter("not", n)
	}
	tree, err := New(n)
	require.NoError(t, err)
	in := tree.NewInstance()
	assert.Equal(t, Failure, tree.Tick(in, newProbe(), 1), "an odd number of inverters")
	assert.Equal(t, MaxNodes-1, tree.Shape().Tip(in))
	assert.Equal(t, MaxNodes-1, tree.Shape().Node(MaxNodes-1).Depth)
}

// manyActs returns n actions named a0, a1 and so on, and then one more of
// each name given.
func manyActs(n int, again ...string) []*Node[*probe] {
	var acts []*Node[*probe]
	for i := range n {
		acts = append(acts, act(fmt.Sprintf("a%d", i)))
	}
	for _, name := range again {
		acts = append(acts, act(name))
	}
	return acts
}
