// Package bt is a behavior-tree library for game agents: one tree definition
// shared by any number of agents, each with a small instance of per-node
// memory, ticked without allocating, with introspection a debugger can draw.
//
// It imports only the standard library and knows nothing of games.
//
// # A first tree
//
// Build a definition from nodes, validate it once with New, make an Instance per
// agent and tick it once per update with the agent as context:
//
//	root := bt.ReactiveSelector("root",
//		bt.ReactiveSequence("attack", inAttackRange, strike),
//		bt.ReactiveSequence("chase", seesPlayer, moveToPlayer),
//		moveHome,
//	)
//	tree, err := bt.New(root) // errors name the node: "bt: root/chase: sequence has no children"
//	in := tree.NewInstance()   // one per agent: 112 bytes for a 10-node tree
//	status := tree.Tick(in, enemy, tick)
//
// Leaves receive the agent as a typed context C (usually a pointer to the agent
// struct), never a map of strings.
//
// # Statuses
//
// A tick returns Success, Failure or Running. Idle is the status of a node that
// has not been ticked since its instance was made or since it was halted; it is
// never returned, and an action returning it panics naming the node, as a
// programming error.
//
// # Leaves
//
//   - Condition asks a question: true is Success, false is Failure. Never Running.
//   - Action acts and returns Success, Failure or Running.
//   - StatefulAction has start, tick and halt hooks: start on the first tick,
//     tick while Running, halt once when interrupted.
//
// # Composites
//
// Sequence and Selector are memoryful: a child that returned Running is
// resumed on the next tick without re-ticking the ones before it. Their
// reactive variants start from the first child on every tick, so earlier
// conditions are re-checked and higher-priority branches take over.
//
//	Node              child Success          child Failure           child Running   next tick after Running
//	Sequence          next child; last: S    Failure                 Running         resume at the running child
//	ReactiveSequence  next child; last: S    halt running; Failure   Running         from child 0; halt the old running child if another runs
//	Selector          Success                next child; last: F     Running         resume at the running child
//	ReactiveSelector  halt running; Success  next child; last: F     Running         from child 0; a higher child that runs or succeeds halts the lower one
//	Parallel(S, F)    count                  count                   keep ticking    Success at S successes, Failure at F failures; halt the rest
//
// An empty composite is an error from New, not a silent Failure.
//
// # Decorators
//
//	Guard(ok, child)        ok true: the child's status; ok false: halt the child, Failure
//	Inverter                Success and Failure swapped
//	ForceSuccess            Failure becomes Success
//	ForceFailure            Success becomes Failure
//	Repeat(n)               child Success n times in a row: Success; a Failure: Failure
//	RetryUntilSuccess(n)    child Failure n times: Failure; a Success: Success
//	Cooldown(n)             after the child finishes, Failure for n ticks without ticking it
//	Timeout(n)              the child runs at most n ticks, then is halted: Failure
//
// Running always passes through. Repeat and RetryUntilSuccess finish at most one
// run of the child per tick (returning Running in between), so a tick's cost
// stays bounded. Cooldown and Timeout count in the caller's clock: the now
// argument of Tick.
//
// # Halting
//
// A node that returned Running and is not ticked again because its parent chose
// otherwise gets exactly one halt: on reactive preemption, a guard failing, a
// parallel finishing, a timeout expiring, or Tree.Halt for the whole tree (for
// example when the agent dies). Halting goes deepest first: the running leaf's
// halt hook runs before its parents become Idle. After a halt a node is Idle,
// but Instance.LastStatus still says it was Running, for the debugger.
//
// When a reactive node's higher-priority child takes over from a running one,
// the running child is halted before the new branch starts any stateful action,
// or as soon as the new child's result decides the reactive node if it starts
// none. A new branch that fails on conditions alone disturbs nothing. A plain
// Action has no start hook, so one that takes over is ticked first and the old
// branch is halted right after.
//
// # Many agents
//
// A Tree holds no agent state and is safe to share between goroutines that tick
// different instances. An Instance is a compact array of per-node state: the
// status, the last status other than Idle, the tick it was last visited and the
// child a composite is running; Repeat, RetryUntilSuccess, Cooldown and Timeout
// use one slot more for their counter or deadline. Shape.InstanceBytes reports
// the size. Tick does not allocate.
//
// # Introspection
//
// Everything a debugger needs is in the instance already: Instance.Status,
// LastStatus, Visited and VisitedNow per node, and Shape.Tip, the deepest node
// ticked last. Shape describes the tree without its functions, so display code
// needs no type parameter.
//
//   - Instance.Record attaches a Recorder, a fixed-size ring of transitions
//     (tick, node, from, to). Recording does not allocate.
//   - Node.Why gives a leaf or guard a reason function, like "dist 5.2 > detect
//     4.0", called only on instances with Instance.Explain(true): the selected
//     agent pays, the thousand others do not.
//   - Shape.Text renders a tree with an instance's statuses, one line per node
//     with connectors and status marks, in the manner of py_trees; Shape.Rows
//     gives the same rows to draw in a game; Shape.DOT renders Graphviz.
//
// # Names in the tutorials
//
// The tutorials this project grew from use other names for the same ideas:
//
//	Tutorial                                   bt
//	INode.Evaluate, Node.Invoke                Tree.Tick on an Instance
//	ENS_Success / ENS_Failure / ENS_Running    Success / Failure / Running
//	NodeStatus.WAITING                         Idle
//	ActionNode (returns a state)               Action
//	ActionNode used as a check, ConditionNode  Condition
//	OnStart / OnRunning / OnFinish             StatefulAction's start / tick / halt
//	SequenceNode, Sequencer, Sequence          Sequence (ReactiveSequence for the stateless re-evaluating kind)
//	SelectorNode, Selector                     Selector (ReactiveSelector likewise)
//	DecoratorNode                              Guard
//	RepeaterNode                               Repeat
//	ParallelNode                               Parallel
//	BehaviourTreeRunner.Operate                Tree.Tick
//
// The Korean Unity tutorial's SequenceNode returns Failure when every child
// succeeded; that is a bug in the tutorial, and Sequence returns Success. Its
// nodes keep no memory and are re-evaluated from the root every frame, which
// is what ReactiveSequence and ReactiveSelector do.
package bt
