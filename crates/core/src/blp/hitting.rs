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
/// use sheetdoku::solve::min_hitting_set;
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
        return Err(Error::Setting(format!(
            "cell {bad} of a set to hit is outside the {cells} cells"
        )));
    }
    if sets.is_empty() {
        return Ok(Some(Vec::new()));
    }
    let deadline = Deadline::start(time_limit);
    let doing = &sheetdoku_i18n::text("doing-hitting");
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

/// The smallest hitting set of `sets` (elements `0..elements`), found by an
/// exact branch and bound rather than an LP: iterative deepening on the
/// size from `at_least` (a known lower bound), branching on the elements of
/// the set with the fewest elements left, each branch banning the elements
/// tried before it, and pruning with the number of pairwise disjoint sets
/// still to hit. Among the smallest, one with the fewest elements from
/// `second_from` on (the cages of a repair, after its givens): the size
/// first, then those. Fast when the optimum is small, which is the case for
/// the givens and cages to drop in a repair. `Ok(None)` when some set is
/// empty. [`Error::TimeLimit`] once `deadline` passes.
pub(crate) fn smallest_hitting_set(
    elements: usize,
    sets: &[Vec<usize>],
    at_least: usize,
    second_from: usize,
    deadline: &Deadline,
    doing: &str,
) -> Result<Option<Vec<usize>>> {
    if sets.iter().any(|s| s.is_empty()) {
        return Ok(None);
    }
    let words = elements.div_ceil(64).max(1);
    let mut search = Branching {
        words,
        sets: sets
            .iter()
            .map(|s| {
                let mut bits = vec![0u64; words];
                for &e in s {
                    bits[e / 64] |= 1 << (e % 64);
                }
                bits
            })
            .collect(),
        second_from,
        most_second: usize::MAX,
        deadline,
        doing,
        nodes: 0,
    };
    let seconds = elements.saturating_sub(second_from);
    let mut chosen = Vec::new();
    let mut hit = vec![0u64; words];
    let mut banned = vec![0u64; words];
    for k in at_least..=elements {
        search.most_second = usize::MAX;
        if !search.extend(&mut chosen, &mut hit, &mut banned, k)? {
            continue;
        }
        // The smallest size is `k`: now the fewest second elements, up
        // from none (the set just found has at most `k` of them).
        let mut best = std::mem::take(&mut chosen);
        for most in 0..k.min(seconds) {
            search.most_second = most;
            if search.extend(&mut chosen, &mut hit, &mut banned, k)? {
                best = std::mem::take(&mut chosen);
                break;
            }
        }
        best.sort_unstable();
        return Ok(Some(best));
    }
    Ok(None)
}

/// The branch and bound of [`smallest_hitting_set`].
struct Branching<'a> {
    words: usize,
    /// Each set as a bit set over the elements.
    sets: Vec<Vec<u64>>,
    /// Elements from here on are the second criterion.
    second_from: usize,
    /// At most this many of them may be chosen.
    most_second: usize,
    deadline: &'a Deadline,
    doing: &'a str,
    nodes: u64,
}

impl Branching<'_> {
    /// Whether `chosen` (with `hit` its bits) extends to a hitting set of
    /// at most `k` elements avoiding `banned`; on success `chosen` holds it.
    fn extend(
        &mut self,
        chosen: &mut Vec<usize>,
        hit: &mut [u64],
        banned: &mut [u64],
        k: usize,
    ) -> Result<bool> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024) {
            self.deadline.check(|| self.doing.to_string())?;
        }
        // The sets not yet hit, as the elements still allowed in each.
        let mut open: Vec<Vec<u64>> = Vec::new();
        for set in &self.sets {
            if set.iter().zip(hit.iter()).any(|(s, h)| s & h != 0) {
                continue;
            }
            let allowed: Vec<u64> = set.iter().zip(banned.iter()).map(|(s, b)| s & !b).collect();
            if allowed.iter().all(|&w| w == 0) {
                return Ok(false);
            }
            open.push(allowed);
        }
        if open.is_empty() {
            return Ok(true);
        }
        if chosen.len() >= k {
            return Ok(false);
        }
        let seconds = chosen.iter().filter(|&&e| e >= self.second_from).count();
        open.sort_by_key(|s| s.iter().map(|w| w.count_ones()).sum::<u32>());
        // Pairwise disjoint open sets each need an element of their own.
        let mut used = vec![0u64; self.words];
        let mut disjoint = 0;
        for set in &open {
            if set.iter().zip(&used).all(|(s, u)| s & u == 0) {
                disjoint += 1;
                used.iter_mut().zip(set).for_each(|(u, s)| *u |= s);
            }
        }
        if chosen.len() + disjoint > k {
            return Ok(false);
        }
        // Branch on the smallest open set, its elements by how many open
        // sets they hit.
        let mut branch: Vec<(usize, usize)> = Vec::new();
        for (w, &word) in open[0].iter().enumerate() {
            let mut rest = word;
            while rest != 0 {
                let b = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let hits = open.iter().filter(|s| s[w] >> b & 1 == 1).count();
                branch.push((w * 64 + b, hits));
            }
        }
        branch.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut found = false;
        for &(e, _) in &branch {
            if e >= self.second_from && seconds >= self.most_second {
                continue;
            }
            let (w, b) = (e / 64, 1u64 << (e % 64));
            chosen.push(e);
            hit[w] |= b;
            let ok = self.extend(chosen, hit, banned, k)?;
            hit[w] &= !b;
            if ok {
                found = true;
                break;
            }
            chosen.pop();
            banned[w] |= b;
        }
        for &(e, _) in &branch {
            banned[e / 64] &= !(1u64 << (e % 64));
        }
        Ok(found)
    }
}
