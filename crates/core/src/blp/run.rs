//! Hands a [`Model`] to a MILP solver through good_lp and reads the grid back.
//!
//! microlp honours a time limit (good_lp's `WithTimeLimit`, passed on to
//! microlp's `SolveOptions::time_limit`), and so does HiGHS; each solve gets
//! what is left of the command's [`Deadline`], and repeated solves (counting,
//! the uniqueness cut) check it in between.

use std::time::Duration;

use good_lp::{
    variable, Expression, ProblemVariables, ResolutionError, Solution, SolutionStatus, SolverModel,
    Variable, WithTimeLimit,
};

use super::decided::Decided;
use super::model::Model;
use super::rows::Sense;
use super::{DecidedBy, SolverKind};
use crate::budget::Deadline;
use crate::error::{Error, Result};

/// Fails early when the chosen solver is not in this build.
pub(crate) fn ensure_available(solver: SolverKind) -> Result<()> {
    match solver {
        SolverKind::Microlp => Ok(()),
        SolverKind::Highs if cfg!(feature = "highs") => Ok(()),
        SolverKind::Highs => Err(Error::SolverNotBuilt {
            solver: SolverKind::Highs,
        }),
    }
}

/// Solves `model` to optimality. `grid: None`: the program is infeasible.
/// `Some(grid)`: an optimal complete grid (it keeps the most givens the
/// model allows; compare [`Model::objective_of`] with [`Model::upper_bound`]).
pub(crate) fn optimise(
    model: &Model,
    solver: SolverKind,
    deadline: &Deadline,
    doing: &str,
) -> Result<Decided> {
    let by_presolve = |grid| Decided {
        grid,
        by: DecidedBy::Presolve,
    };
    if model.infeasible {
        return Ok(by_presolve(None));
    }
    if model.vars.is_empty() {
        // Every cell fixed and every row satisfied: nothing to solve.
        return Ok(by_presolve(
            model.rows.is_empty().then(|| model.fixed.clone()),
        ));
    }
    if solver == SolverKind::Microlp && model.givens_fixed {
        // Givens fixed, so the objective is constant and any feasible grid is
        // optimal: our branch and bound (microlp's root LP, propagation and
        // matching at every node) finds one far faster than microlp's own.
        return super::bnb::solve(model, deadline, doing);
    }
    let time = deadline.left(doing)?;
    let answer = match solver {
        SolverKind::Microlp => {
            let owned = model.clone();
            super::watch::within(deadline, doing, move || {
                let (vars, xs, objective) = variables(&owned);
                let mut problem = vars.maximise(objective).using(good_lp::microlp);
                if let Some(t) = time {
                    problem = problem.with_time_limit(t.as_secs_f64());
                }
                solve_with(problem, &owned, &xs)
            })?
        }
        SolverKind::Highs => highs(model, time)?,
    };
    let grid = match answer {
        Ok(None) => None,
        Ok(Some((values, status))) => {
            let grid = model.decode(&values);
            let optimal = matches!(status, SolutionStatus::Optimal | SolutionStatus::GapLimit)
                // An incumbent that reaches the bound is optimal whatever the solver says.
                || model.reaches_bound(&grid);
            if !optimal {
                return Err(deadline.exceeded(doing));
            }
            if !grid.is_full() {
                return Err(Error::Solver {
                    solver: solver.to_string(),
                    message: "returned values that do not fill every cell".to_string(),
                });
            }
            Some(grid)
        }
        Err(_) if deadline.expired() => return Err(deadline.exceeded(doing)),
        Err(e) => {
            return Err(Error::Solver {
                solver: solver.to_string(),
                message: e.to_string(),
            })
        }
    };
    Ok(Decided {
        grid,
        by: DecidedBy::Solver,
    })
}

fn variables(model: &Model) -> (ProblemVariables, Vec<Variable>, Expression) {
    let mut vars = ProblemVariables::new();
    let xs: Vec<Variable> = model
        .vars
        .iter()
        .map(|_| vars.add(variable().binary()))
        .collect();
    let mut objective = Expression::with_capacity(xs.len());
    for (&x, &c) in xs.iter().zip(&model.objective) {
        if c != 0.0 {
            objective.add_mul(c, x);
        }
    }
    // The indicators of soft cage sums, numbered after the x_ijk.
    let mut xs = xs;
    for _ in &model.soft_cages {
        let z = vars.add(variable().binary());
        objective.add_mul(-model.soft_cost(), z);
        xs.push(z);
    }
    (vars, xs, objective)
}

type Answer = std::result::Result<Option<(Vec<f64>, SolutionStatus)>, ResolutionError>;

fn solve_with<M>(mut problem: M, model: &Model, xs: &[Variable]) -> Answer
where
    M: SolverModel<Error = ResolutionError>,
{
    for row in &model.rows {
        let mut lhs = Expression::with_capacity(row.terms.len());
        for term in &row.terms {
            lhs.add_mul(term.coef as f64, xs[term.var]);
        }
        let rhs = row.rhs as f64;
        problem.add_constraint(match row.sense {
            Sense::Eq => lhs.eq(rhs),
            Sense::Le => lhs.leq(rhs),
        });
    }
    match problem.solve() {
        Ok(solution) => {
            let values = xs.iter().map(|&x| solution.value(x)).collect();
            Ok(Some((values, solution.status())))
        }
        Err(ResolutionError::Infeasible) => Ok(None),
        Err(e) => Err(e),
    }
}

#[cfg(feature = "highs")]
fn highs(model: &Model, time: Option<Duration>) -> Result<Answer> {
    let (vars, xs, objective) = variables(model);
    let mut problem = vars.maximise(objective).using(good_lp::highs);
    problem.set_verbose(false);
    // Prove optimality exactly: the objective is an integer count of givens.
    let mut problem = problem.set_mip_rel_gap(0.0).map_err(|e| Error::Solver {
        solver: SolverKind::Highs.to_string(),
        message: e.to_string(),
    })?;
    if model.givens.size() >= 25 {
        // On 25x25 grids HiGHS spends most of its time in these two
        // heuristics without finding anything (50-85 s with them,
        // 16-22 s without, at 45% given).
        problem = problem
            .set_option("mip_heuristic_run_rens", false)
            .set_option("mip_heuristic_run_rins", false);
    }
    if let Some(t) = time {
        problem = problem.with_time_limit(t.as_secs_f64());
    }
    Ok(solve_with(problem, model, &xs))
}

#[cfg(not(feature = "highs"))]
fn highs(_model: &Model, _time: Option<Duration>) -> Result<Answer> {
    Err(Error::SolverNotBuilt {
        solver: SolverKind::Highs,
    })
}
