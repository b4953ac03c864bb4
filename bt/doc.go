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
//	tree, err := bt.New(root) // errors name the node: "bt: root/chase: reactive sequence has no children"
//	in := tree.NewInstance()   // one per agent: 120 bytes for a 10-node tree
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
//	Node              child Success          child Failure           child Running          next tick after Running
//	Sequence          next child; last: S    Failure                 Running                resume at the running child
//	ReactiveSequence  next child; last: S    Failure; halt a later   Running; halt a later  from child 0; children before the running one that succeed again leave it alone
//	                                         running child           running child
//	Selector          Success                next child; last: F     Running                resume at the running child
//	ReactiveSelector  Success; halt a later  next child; last: F     Running; halt a later  from child 0; higher children that fail again leave the running one alone
//	                  running child                                  running child
//	Parallel(S, F)    count                  count                   keep ticking           Success at S successes, Failure at F failures; halt the rest
//
// "Halt a later running child" happens after the deciding child's tick,
// before the reactive node returns: see Halting.
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
//	Cooldown(n)             after the child finishes on tick t, Failure on ticks t+1 to t+n without ticking it
//	Timeout(n)              the child runs at most n ticks, then is halted: Failure
//
// Counts go from 1 to MaxCount (2^31-1); New rejects larger ones, such as
// math.MaxInt, instead of letting them wrap. Deadlines near the end of the
// 32-bit clock saturate rather than wrap. A cooldown in progress survives
// Tree.Halt.
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
// The rule is exact: a running node is halted when, and only when, its
// parent's decision on this tick no longer includes it. For a reactive node
// that decision is final once a child decides the node's status: a sequence's
// child that fails or runs, a selector's child that succeeds or runs. Then,
// after that child's tick and before the reactive node returns, the child it
// was running before, if that is a later one, is halted. Children re-checked
// on the way to the running one and giving the same answer as before (a
// condition that succeeds again, a higher-priority branch that fails again,
// a stateful action that starts and succeeds at once) never disturb it. The
// rule is the same for plain and stateful actions.
//
// This is BehaviorTree.CPP's order: the new child runs, then the old running
// one is halted. So on a takeover the new branch's start hook runs before the
// old branch's halt hook, and a leaf that must release something before
// another takes it should do so in its halt hook, not rely on the order.
// Unlike BehaviorTree.CPP, a halted node keeps its last status readable
// (LastStatus), Repeat and RetryUntilSuccess finish at most one run of their
// child per tick, and Tree.Halt leaves a cooldown in progress.
//
// The tests hold a plain recursive reference implementation of every node
// kind and a fuzz target (FuzzAgainstReference) that checks the library
// against it on random trees: statuses, the order of every hook call and the
// recorded transitions, with Tree.Halt at random ticks.
//
// # Many agents, and where state lives
//
// A Tree holds no agent state and is safe to share between goroutines that tick
// different instances. An Instance is a compact array of per-node state: the
// status, the last status other than Idle, the tick it was last visited and the
// child a composite is running; Repeat, RetryUntilSuccess, Cooldown and Timeout
// use one slot more for their counter or deadline. Shape.InstanceBytes reports
// the size. Tick does not allocate.
//
// That is all the state the library keeps. What a leaf remembers between
// ticks (a target, a timer, how far a job has got) lives on the context C, the
// agent itself: a StatefulAction's start hook sets it up and its halt hook
// cleans it up. Instance.CopyFrom and Instance.AppendState copy and compare the
// library's part, for games that rewind or check determinism.
//
// # Lean instances, for agents nobody watches
//
// An Instance keeps, for every node, what a debugger reads: its last status,
// the tick it was visited, transitions for a recorder. A crowd nobody looks
// at needs none of it. Tree.Lean compiles the tree once more, for
// LeanInstance: memory that keeps only what decides the next ticks, one
// 32-bit word per part of the tree that remembers something. A subtree of
// sequences, selectors and leaves, such as the whole enemy tree above, is
// one such part: its running action is all it remembers, and a tick follows
// a table worked out when compiling, calling one leaf after another with no
// call for the composites between them, and the hooks of a stateful action
// where the tick loop would. Parallels and decorators keep a word of their
// own.
//
//	lean := tree.Lean()         // compiled once, shared like the tree
//	li := lean.NewInstance()    // 4 bytes of words for the enemy tree
//	status := lean.Tick(li, enemy, tick)
//
// A lean tick calls the same leaves and halt hooks in the same order, and
// returns the same status, as Tree.Tick on an Instance: the fuzz target
// checks it beside the reference, with agents switching between the two at
// random ticks. To watch an agent, copy it into an Instance
// (Instance.CopyFromLean) and tick that; to let go, copy it back
// (LeanInstance.CopyFrom). An instance made from a lean one knows which nodes
// run, and learns the rest (statuses, visits, the tip) on its next tick.
//
// # A closed set of nodes
//
// The node kinds are the ones listed here; there is no interface to add a new
// composite or decorator. A closed set is what lets one compiled array of
// nodes be ticked in a loop without a call per node, and a lean tree's plain
// subtrees be turned into tables, lets every kind's halting be checked
// against the reference, and keeps an instance a few bytes per node.
// What a game varies is its leaves: any Condition, Action or StatefulAction,
// and Guard for a condition on a whole branch.
//
// A program that reads trees from files needs no table of its own: Compose
// builds a composite or decorator from its Kind and parameters (the factory
// beside the constructors, as BehaviorTree.CPP keeps its factory in the
// library), and Kind's String names the kinds as files write them.
//
// # Introspection
//
// Everything a debugger needs is in the instance already: Instance.Status,
// LastStatus, Visited and VisitedNow per node, and Shape.Tip, the deepest node
// ticked last. Shape describes the tree without its functions, so display code
// needs no type parameter.
//
//   - Instance.Record attaches a Recorder, a fixed-size ring of transitions
//     (tick, node, from, to), readable newest first (At) or oldest first
//     (Transitions), and by tick (OnTick). Recording does not allocate, and
//     a tick on which no status changes records nothing and costs little.
//   - Tree.ID gives the ID of a definition node, so tests and debuggers need
//     not look nodes up by path.
//   - Node.Why gives a leaf or guard a reason function, like "dist 5.2 > detect
//     4.0", called only on instances with Instance.Explain(true): the selected
//     agent pays, the thousand others do not. Instance.Reason gives a node's
//     reason of the tick it last ran, also after the instance is set back to
//     an earlier copy of itself (a debugger's rewind).
//   - Shape.Text renders a tree with an instance's statuses, one line per node
//     with connectors and status marks, in the manner of py_trees; Shape.Rows
//     gives the same rows to draw in a game, each saying when a stale row is
//     from (Row.Since: "@148", "halted, ran @148") and the status to colour it by
//     (Row.Shown: a halted node idle); Shape.DOT renders Graphviz.
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
