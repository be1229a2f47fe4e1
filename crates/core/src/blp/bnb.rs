//! A branch and bound on Peško's BLP for microlp, used when the objective is
//! constant (presolve on: every given fixed, so any feasible grid is
//! optimal). microlp's own branch and bound knows nothing of the model's
//! structure and times out on 25x25 puzzles with 45% given.
//!
//! 0. From 16x16 on, the native engine's search (`Engine::solve`, weighted
//!    restarts). On the puzzle's own model, or that model with cuts that
//!    each exclude one known grid (`Model::excluded_grids`; the engine
//!    passes over those grids), its answer is final, "no solution"
//!    included, within the deadline; with soft cages, which it knows
//!    nothing of, it gets [`ENGINE_NODES_PER_CELL`] nodes a cell, after the
//!    root's matching filter. A grid it finds is returned only if it
//!    satisfies every row. On random 25x25 puzzles with 50-60% of the cells empty this
//!    cut the slowest of ten from 0.24-1.3 s to 0.06-0.22 s, and of forty
//!    from up to 60 s to 2.9 s (`bench/NOTEBOOK.md`).
//! 1. Search first, without an LP: the search below (2-4) with guesses from
//!    proportional fitting in place of LP values ([`guesses`]), restarting
//!    under Luby's node limits, for up to [`SEARCH_BUDGET`] nodes; its runs
//!    break ties between cells (3 below) towards the most decided cell and
//!    the least in turn (on 45% given 25x25 grids the first finds most
//!    grids in a few hundred nodes, the second avoids its worst cases,
//!    `bench/NOTEBOOK.md`). It finds
//!    most grids, or proves there is none, long before microlp has solved
//!    the root LP of a 25x25 model (0.1-0.8 s; `bench/NOTEBOOK.md`).
//!    Only when the budget runs out is the root LP relaxation of the model
//!    (`0 <= x_ijk <= 1`, every row, cuts included; what the presolve
//!    excludes is 0, what it decides is 1) solved once with microlp.
//!    Infeasible: no solution. Integral: a solution (checked against every
//!    row). Otherwise the search goes on with the LP's values.
//! 2. Node presolve, at every node: the native engine's propagation (naked
//!    and hidden singles, locked candidates) and all-different filtering by
//!    bipartite matching on every unit. Both are sound for the model's rows;
//!    the matching filter is exact LP reasoning on each unit's rows (an
//!    assignment polytope, integral: `x_ijk` can be positive in it iff some
//!    matching uses it). A contradiction prunes the node.
//! 3. Branching on the open cell with the fewest candidates, ties going to
//!    the cell the root LP (or the guesses) is least decided about (lowest
//!    largest value); its digits in decreasing value.
//! 4. A node propagation completes is a candidate grid, returned only if it
//!    satisfies every row of the model (the uniqueness and counting cuts
//!    included: propagation knows nothing of them).
//!
//! Depth-first search is heavy-tailed on 25x25 grids (an early wrong choice
//! can take millions of nodes to refute), so runs restart under node limits
//! following Luby's sequence, the later ones with seeded random jitter on
//! the LP values. The limits grow without bound, so "no solution" is still a
//! proof.
//!
//! Re-solving the LP below the root, warm-started with microlp's
//! `Solution::fix_var` (dual simplex from the parent's basis), was measured
//! and left out: one fix took 80-500 dual simplex iterations, 30-200 ms at
//! 25x25 (`bench/NOTEBOOK.md`).

use microlp::{ComparisonOp, OptimizationDirection, Problem, SolveOutcome, Variable};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::decided::Decided;
use super::model::Model;
use super::rows::Sense;
use super::DecidedBy;
use crate::budget::Deadline;
use crate::engine::{luby, propagate_masks_all_different, solve_native_capped};
use crate::error::{Error, Result};
use crate::geometry::Constraint;
use crate::grid::Grid;

/// LP values within this of 0 or 1 count as integral.
const EPS: f64 = 1e-7;

/// Nodes per unit of Luby's restart sequence.
const RESTART_UNIT: u64 = 256;

/// How a subtree ended.
enum Flow {
    /// A grid satisfying every row.
    Found(Grid),
    /// No integer solution in the subtree.
    Pruned,
    /// The run's node limit was reached.
    Limit,
}

/// The search state shared by the nodes of every run.
struct Tree<'a> {
    model: &'a Model,
    deadline: &'a Deadline,
    doing: &'a str,
    /// The variables of cell `c` are `var_start[c]..var_start[c + 1]`.
    var_start: Vec<usize>,
    /// The root LP's value of each variable.
    values: Vec<f64>,
    /// Node limit of the current run, and nodes visited in it.
    limit: u64,
    run_nodes: u64,
    /// Jitter for the runs after the first.
    rng: Option<ChaCha8Rng>,
    /// Ties between cells go to the most decided one (else the least).
    succeed_first: bool,
}

/// A grid satisfying every row of `model` (cuts included), or `None` when
/// there is none. `model` must be built with presolve.
pub(crate) fn solve(model: &Model, deadline: &Deadline, doing: &str) -> Result<Decided> {
    let decided = |by: DecidedBy| move |grid: Option<Grid>| Decided { grid, by };
    let (engine, search, with_lp) = (
        decided(DecidedBy::Engine),
        decided(DecidedBy::Search),
        decided(DecidedBy::BranchAndBoundWithLp),
    );
    let n = model.geometry.size();
    let cells = n * n;
    let mut masks = vec![0u32; cells];
    for (cell, m) in masks.iter_mut().enumerate() {
        let d = model.fixed.get(cell);
        if d != 0 {
            *m = 1 << (d - 1);
        }
    }
    let mut var_start = vec![0usize; cells + 1];
    for v in &model.vars {
        masks[v.cell] |= bit(v.digit);
        var_start[v.cell + 1] += 1;
    }
    for cell in 0..cells {
        var_start[cell + 1] += var_start[cell];
    }
    // From 16x16 on, the engine's own search first: its restarts learn
    // where a large grid is hard, and its nodes are cheaper (below 16x16
    // the search here is as fast). It starts from the fixed cells (the
    // givens and what the presolve decided, which every solution has) and
    // a grid it finds is still checked against every row. When the model
    // is the puzzle's own but for cuts that each exclude one known grid
    // (the uniqueness check, counting), the engine, told to pass over
    // those grids, decides alone within the deadline, before the root's
    // matching filter, which would be spent in vain: the search here took
    // 30-90 s on puzzles of sets of 40 random 25x25 grids that the engine
    // solved in 0.6-3 s. Otherwise (soft cages) it knows only part of the
    // model and gets ENGINE_NODES_PER_CELL nodes a cell.
    let excluded = model.excluded_grids();
    if let Some(excluded) = excluded {
        let fixed = &model.fixed;
        match solve_native_capped(&model.geometry, fixed, u64::MAX, *deadline, excluded) {
            Some(Some(grid)) if model.meets_every_row(&grid) => return Ok(engine(Some(grid))),
            // Not expected (the model is the engine's but for the
            // exclusions); the search below then decides.
            Some(Some(_)) => {}
            Some(None) => return Ok(engine(None)),
            None => return Err(deadline.exceeded(doing)),
        }
    }
    let Some(root) = propagate_masks_all_different(&model.geometry, &masks, None) else {
        return Ok(search(None));
    };
    if n >= 16 && excluded.is_none() {
        let cap = ENGINE_NODES_PER_CELL * cells as u64;
        match solve_native_capped(&model.geometry, &model.fixed, cap, *deadline, &[]) {
            Some(Some(grid)) if model.meets_every_row(&grid) => return Ok(engine(Some(grid))),
            None if deadline.expired() => return Err(deadline.exceeded(doing)),
            _ => {}
        }
    }
    let masks = root.masks().to_vec();
    let mut tree = Tree {
        model,
        deadline,
        doing,
        values: guesses(model, &masks),
        var_start,
        limit: 0,
        run_nodes: 0,
        rng: None,
        succeed_first: false,
    };
    // Search alone first: most puzzles need no LP at all.
    let mut spent = 0u64;
    let mut run = 1u64;
    while spent < SEARCH_BUDGET {
        match tree.run(run, true, &masks)? {
            Some(answer) => return Ok(search(answer)),
            None => spent += tree.run_nodes,
        }
        run += 1;
    }
    let Some(values) = root_lp(model, &masks, deadline, doing)? else {
        return Ok(with_lp(None));
    };
    if values.iter().all(|&v| v <= EPS || v >= 1.0 - EPS) {
        let grid = model.decode(&values);
        if model.meets_every_row(&grid) {
            return Ok(with_lp(Some(grid)));
        }
    }
    tree.values = values;
    for run in 1u64.. {
        if let Some(answer) = tree.run(run, false, &masks)? {
            return Ok(with_lp(answer));
        }
    }
    unreachable!("the run counter does not overflow")
}

/// Nodes a cell of the engine's search before the branch and bound's own
/// (at 25x25 20,000 nodes, about 0.2-1 s).
const ENGINE_NODES_PER_CELL: u64 = 32;

/// Nodes of the search before the root LP is solved (over several runs):
/// about 1-2 s on a 25x25 grid.
const SEARCH_BUDGET: u64 = 32_768;

fn bit(digit: u8) -> u32 {
    1 << (digit - 1)
}

/// Rounds of proportional fitting in [`guesses`].
const FITTING_ROUNDS: usize = 5;

/// Guesses standing in for the LP's values before the LP is solved, by
/// iterative proportional fitting: every open candidate starts at one over
/// its cell's candidates, then each group of open candidates that a row of
/// the model sums to 1 (a cell's digits, a unit's places for one digit) is
/// scaled to sum 1, and each a row bounds by 1 (a cage's places for one
/// digit) scaled down to 1 when above, in turn, [`FITTING_ROUNDS`] times. Decided and excluded
/// variables keep 1 and 0. The result lies in `[0, 1]` and nearly meets
/// every such row, like a point of the LP relaxation (though an inner one,
/// not a vertex).
fn guesses(model: &Model, masks: &[u32]) -> Vec<f64> {
    let geometry = &model.geometry;
    let n = geometry.size();
    let open = |v: usize| {
        let m = masks[model.vars[v].cell];
        m & bit(model.vars[v].digit) != 0 && m.count_ones() > 1
    };
    let mut x: Vec<f64> = model
        .vars
        .iter()
        .map(|v| match masks[v.cell] {
            m if m & bit(v.digit) == 0 => 0.0,
            m => 1.0 / f64::from(m.count_ones()),
        })
        .collect();
    let mut by_cell: Vec<Vec<usize>> = vec![Vec::new(); geometry.cell_count()];
    for v in (0..model.vars.len()).filter(|&v| open(v)) {
        by_cell[model.vars[v].cell].push(v);
    }
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut at_most_one: Vec<Vec<usize>> = Vec::new();
    // The open candidates of `cells`, digit by digit (groups of two or more).
    let by_digit = |cells: &[usize]| {
        let mut by_digit: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &c in cells {
            for &v in &by_cell[c] {
                by_digit[model.vars[v].digit as usize - 1].push(v);
            }
        }
        by_digit.into_iter().filter(|g| g.len() > 1)
    };
    for constraint in geometry.constraints() {
        match constraint {
            // Each group's digit rows are "at most once", as a cage's.
            Constraint::Anti(anti) => {
                for group in anti.groups() {
                    at_most_one.extend(by_digit(group));
                }
            }
            Constraint::AllDifferent(unit) => groups.extend(by_digit(&unit.cells)),
            // A cage's digit rows are "at most once": scaled only when
            // above 1.
            Constraint::Cage(cage) => at_most_one.extend(by_digit(&cage.cells)),
            // An even/odd row sums to 0: its variables are no group.
            Constraint::Parity(_) => {}
            // A mark's rows tie two cells' digits, no group sums to 1.
            Constraint::Pair(_) | Constraint::Line(_) => {}
            // A sum's row weighs digits, no group sums to 1.
            Constraint::Sum(_) => {}
            // A sandwich's rows weigh digits and pair places: no group.
            Constraint::Sandwich(_) => {}
        }
    }
    groups.extend(by_cell.into_iter().filter(|g| g.len() > 1));
    for _ in 0..FITTING_ROUNDS {
        for (group, at_most) in groups
            .iter()
            .map(|g| (g, false))
            .chain(at_most_one.iter().map(|g| (g, true)))
        {
            let sum: f64 = group.iter().map(|&v| x[v]).sum();
            if sum > 0.0 && (!at_most || sum > 1.0) {
                for &v in group {
                    x[v] /= sum;
                }
            }
        }
    }
    x
}

/// Solves the root LP relaxation (`0 <= x <= 1`, every row, the variables
/// `masks` excludes substituted by 0 and those it decides by 1, zero
/// objective): the value of every variable, or `None` when it is infeasible.
fn root_lp(
    model: &Model,
    masks: &[u32],
    deadline: &Deadline,
    doing: &str,
) -> Result<Option<Vec<f64>>> {
    let mut problem = Problem::new(OptimizationDirection::Minimize);
    // A decided cell's variable is substituted by 1, an excluded one by 0.
    let xs: Vec<Value> = model
        .vars
        .iter()
        .map(|v| match masks[v.cell] {
            m if m == bit(v.digit) => Value::One,
            m if m & bit(v.digit) != 0 => Value::Lp(problem.add_var(0.0, (0.0, 1.0))),
            _ => Value::Zero,
        })
        .collect();
    for row in &model.rows {
        let mut rhs = row.rhs;
        let mut expr: Vec<(Variable, f64)> = Vec::with_capacity(row.terms.len());
        for term in &row.terms {
            match xs[term.var] {
                Value::Lp(x) => expr.push((x, term.coef as f64)),
                Value::One => rhs -= term.coef,
                Value::Zero => {}
            }
        }
        let holds_at_zero = row.sense.holds(0, rhs);
        let op = match row.sense {
            Sense::Eq => ComparisonOp::Eq,
            Sense::Le => ComparisonOp::Le,
        };
        if expr.is_empty() {
            if holds_at_zero {
                continue;
            }
            return Ok(None);
        }
        problem.add_constraint(expr, op, rhs as f64);
    }
    if let Some(left) = deadline.left(doing)? {
        problem.set_time_limit(left);
    }
    let answer = super::watch::within(deadline, doing, move || {
        problem.solve().map(|outcome| match outcome {
            SolveOutcome::Solution(solution) => Some(
                xs.iter()
                    .map(|x| match x {
                        Value::Lp(x) => solution.var_value_raw(*x),
                        Value::One => 1.0,
                        Value::Zero => 0.0,
                    })
                    .collect(),
            ),
            SolveOutcome::Interrupted(_) => None,
        })
    })?;
    match answer {
        Ok(Some(values)) => Ok(Some(values)),
        Ok(None) => Err(deadline.exceeded(doing)),
        Err(microlp::Error::Infeasible) => Ok(None),
        Err(e) => Err(Error::Solver {
            solver: "microlp".to_string(),
            message: e.to_string(),
        }),
    }
}

/// A model variable in a node's LP.
#[derive(Clone, Copy)]
enum Value {
    /// Decided: its cell holds its digit.
    One,
    /// Excluded.
    Zero,
    /// Still open: an LP column.
    Lp(Variable),
}

impl Tree<'_> {
    /// Run `run` of Luby's sequence, from the root `masks`: `Some(answer)`
    /// when it found a grid or proved there is none, `None` when it reached
    /// its node limit. `alternate`: odd runs break ties between cells
    /// towards the most decided cell, even runs towards the least.
    fn run(&mut self, run: u64, alternate: bool, masks: &[u32]) -> Result<Option<Option<Grid>>> {
        self.limit = RESTART_UNIT.saturating_mul(luby(run));
        self.run_nodes = 0;
        self.rng = (run > 1).then(|| ChaCha8Rng::seed_from_u64(run));
        self.succeed_first = alternate && run % 2 == 1;
        Ok(match self.node(masks.to_vec(), Some(masks))? {
            Flow::Found(grid) => Some(Some(grid)),
            Flow::Pruned => Some(None),
            Flow::Limit => None,
        })
    }

    /// Explores the node of candidate masks `masks` (before its presolve;
    /// `settled`: the parent's masks after its presolve).
    fn node(&mut self, masks: Vec<u32>, settled: Option<&[u32]>) -> Result<Flow> {
        self.run_nodes += 1;
        if self.run_nodes > self.limit {
            return Ok(Flow::Limit);
        }
        self.deadline.left(self.doing)?;
        let Some(propagated) = propagate_masks_all_different(&self.model.geometry, &masks, settled)
        else {
            return Ok(Flow::Pruned);
        };
        let masks = propagated.masks();
        let Some(cell) = self.branch_cell(masks) else {
            let grid = propagated.to_grid();
            return Ok(if self.model.meets_every_row(&grid) {
                Flow::Found(grid)
            } else {
                Flow::Pruned
            });
        };
        let mut digits: Vec<(u32, f64)> = Vec::new();
        for v in self.var_start[cell]..self.var_start[cell + 1] {
            let b = bit(self.model.vars[v].digit);
            if masks[cell] & b != 0 {
                let value = self.values[v] + self.jitter(0.5);
                digits.push((b, value));
            }
        }
        digits.sort_by(|a, b| b.1.total_cmp(&a.1));
        for &(b, _) in &digits {
            let mut child = masks.to_vec();
            child[cell] = b;
            match self.node(child, Some(masks))? {
                Flow::Pruned => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Pruned)
    }

    /// A random amount below `scale` in the runs after the first, else 0.
    fn jitter(&mut self, scale: f64) -> f64 {
        match self.rng.as_mut() {
            Some(rng) => rng.random_range(0.0..scale),
            None => 0.0,
        }
    }

    /// The open cell with the fewest candidates, ties going to the lowest
    /// largest value (the highest when `succeed_first`); `None` when every
    /// cell is decided.
    fn branch_cell(&mut self, masks: &[u32]) -> Option<usize> {
        let mut best = None;
        let mut best_key = (u32::MAX, f64::MAX);
        for (cell, &m) in masks.iter().enumerate() {
            let count = m.count_ones();
            if count < 2 || count > best_key.0 {
                continue;
            }
            let largest = (self.var_start[cell]..self.var_start[cell + 1])
                .filter(|&v| m & bit(self.model.vars[v].digit) != 0)
                .map(|v| self.values[v])
                .fold(0.0, f64::max)
                + self.jitter(0.3);
            let largest = if self.succeed_first {
                -largest
            } else {
                largest
            };
            if (count, largest) < best_key {
                best = Some(cell);
                best_key = (count, largest);
            }
        }
        best
    }
}
