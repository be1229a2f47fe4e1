//! HiGHS for real (only in builds with `--features highs`): the same answers
//! as microlp on the paper's model and on the presolved one.

use std::time::Duration;

use crate::blp::*;
use crate::outcome::Count;

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";
const DIABOLSKE: &str =
    "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";

fn highs(presolve: Presolve) -> BlpOptions {
    BlpOptions::default()
        .with_solver(SolverKind::Highs)
        .with_presolve(presolve)
        .with_deadline(crate::Deadline::none())
}

#[test]
fn highs_is_available_and_solves_the_papers_model() {
    assert!(SolverKind::Highs.is_available());
    let g = Geometry::standard(9).unwrap();
    let givens = Grid::parse_line(MATLAB).unwrap();
    for presolve in [Presolve::Off, Presolve::On] {
        let r = solve_blp(&g, &givens, &highs(presolve)).unwrap();
        assert_eq!(r.solver, SolverKind::Highs);
        let SolveOutcome::Solved(s) = &r.outcome else {
            panic!("MATLAB is solvable")
        };
        assert!(is_solution(&g, &givens, s).unwrap());
        assert_eq!(r.objective, givens.given_count() as f64);
        assert_eq!(
            find_other_solution(&g, &givens, s, &highs(presolve)).unwrap(),
            None
        );
    }
}

#[test]
fn highs_counts_and_finds_second_solutions_like_microlp() {
    let g = Geometry::standard(9).unwrap();
    let givens = Grid::parse_line(DIABOLSKE).unwrap();
    assert_eq!(
        count_blp(&g, &givens, 100, &highs(Presolve::On)).unwrap(),
        Count::Exact(64)
    );
    let r = solve_blp(&g, &givens, &highs(Presolve::Off)).unwrap();
    let SolveOutcome::Solved(s) = r.outcome else {
        panic!("DIABOLSKE is solvable")
    };
    let other = find_other_solution(&g, &givens, &s, &highs(Presolve::Off))
        .unwrap()
        .expect("64 solutions");
    assert!(is_solution(&g, &givens, &other).unwrap() && other != s);
}

#[test]
fn highs_reports_no_solution_and_honours_the_time_limit() {
    let g = Geometry::standard(9).unwrap();
    let mut givens = Grid::parse_line(MATLAB).unwrap();
    let s = crate::solve_native(&g, &givens).unwrap().unwrap();
    // One more given, clashing with no given, but not the solution's digit.
    let (cell, d) = (0..81)
        .filter(|&c| givens.get(c) == 0)
        .flat_map(|c| (1..=9u8).map(move |d| (c, d)))
        .find(|&(c, d)| d != s.get(c) && g.peers(c).iter().all(|&p| givens.get(p) != d))
        .unwrap();
    givens.set(cell, d);
    let r = solve_blp(&g, &givens, &highs(Presolve::Off)).unwrap();
    assert_eq!(r.outcome, SolveOutcome::NoSolution);
    assert!(r.objective < givens.given_count() as f64);
    let zero = highs(Presolve::Off).with_deadline(crate::Deadline::after(Duration::ZERO));
    assert!(matches!(
        solve_blp(&g, &Grid::parse_line(MATLAB).unwrap(), &zero),
        Err(Error::TimeLimit { .. })
    ));
}
