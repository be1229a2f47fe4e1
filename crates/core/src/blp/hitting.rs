//! The smallest hitting set as a binary program: given sets of cells, the
//! fewest cells such that every set holds at least one of them. Binary `y_c`
//! per cell, `min Σ y_c` subject to `Σ_{c ∈ S} y_c ≥ 1` for every set `S`.
//! The fewest givens of a grid is such a program: each set is the cells where
//! the grid and another solution differ, and one of them must be given.

use std::time::Duration;

use good_lp::{variable, Expression, ProblemVariables, ResolutionError, Solution, SolverModel};
use good_lp::{Variable, WithTimeLimit};

use crate::budget::Deadline;
use crate::error::{Error, Result};

/// The fewest of the cells `0..cells` that meet every set of `sets`, solved
/// to optimality with microlp, sorted. With `at_most`, only hitting sets of
/// at most that many cells count (the constraint `Σ y_c ≤ at_most` is
/// added). `Ok(None)` when there is none (or some set is empty).
/// [`Error::TimeLimit`] when `time_limit` passes first.
///
/// ```
/// use sheetdoku::min_hitting_set;
/// let sets = vec![vec![0, 1], vec![1, 2], vec![3]];
/// assert_eq!(min_hitting_set(4, &sets, None, None).unwrap(), Some(vec![1, 3]));
/// assert_eq!(min_hitting_set(4, &sets, Some(1), None).unwrap(), None);
/// ```
pub fn min_hitting_set(
    cells: usize,
    sets: &[Vec<usize>],
    at_most: Option<usize>,
    time_limit: Option<Duration>,
) -> Result<Option<Vec<usize>>> {
    if sets.iter().any(|s| s.is_empty()) {
        return Ok(None);
    }
    if let Some(&bad) = sets.iter().flatten().find(|&&c| c >= cells) {
        return Err(Error::Usage(format!(
            "cell {bad} of a set to hit is outside the {cells} cells"
        )));
    }
    if sets.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let deadline = Deadline::start(time_limit);
    let doing = "finding the fewest givens that rule out every other solution found";
    let time = deadline.left(doing)?;
    let mut vars = ProblemVariables::new();
    let ys: Vec<Variable> = (0..cells).map(|_| vars.add(variable().binary())).collect();
    let mut objective = Expression::with_capacity(cells);
    for &y in &ys {
        objective.add_mul(1.0, y);
    }
    let total = objective.clone();
    let mut problem = vars.minimise(objective).using(good_lp::microlp);
    if let Some(k) = at_most {
        problem.add_constraint(total.leq(k as f64));
    }
    if let Some(t) = time {
        problem = problem.with_time_limit(t.as_secs_f64());
    }
    for set in sets {
        let mut lhs = Expression::with_capacity(set.len());
        for &c in set {
            lhs.add_mul(1.0, ys[c]);
        }
        problem.add_constraint(lhs.geq(1.0));
    }
    match problem.solve() {
        Ok(solution) => {
            let chosen: Vec<usize> = (0..cells)
                .filter(|&c| solution.value(ys[c]) > 0.5)
                .collect();
            let hits_all = sets
                .iter()
                .all(|s| s.iter().any(|c| chosen.binary_search(c).is_ok()));
            let optimal = matches!(
                solution.status(),
                good_lp::SolutionStatus::Optimal | good_lp::SolutionStatus::GapLimit
            );
            if !optimal {
                return Err(deadline.exceeded(doing));
            }
            if !hits_all {
                return Err(Error::Solver {
                    solver: "microlp".to_string(),
                    message: "returned cells that miss a set".to_string(),
                });
            }
            Ok(Some(chosen))
        }
        Err(ResolutionError::Infeasible) => Ok(None),
        Err(_) if deadline.expired() => Err(deadline.exceeded(doing)),
        Err(e) => Err(Error::Solver {
            solver: "microlp".to_string(),
            message: e.to_string(),
        }),
    }
}
