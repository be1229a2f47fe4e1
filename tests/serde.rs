//! The `serde` feature: grids, variants, levels, scores and techniques as
//! the text the command line and our workbooks use, read back the same;
//! reports and ratings in the shapes the `--json` lines are built from;
//! options read from a configuration. The command turns the feature on, so
//! `cargo test` runs these.

use serde_json::{from_str, json, to_value};
use sheetdoku::check::{check, Verdict};
use sheetdoku::generate::{GenerateOptions, Removal, Search, Symmetry};
use sheetdoku::rate::{rate, Level, Score, Technique};
use sheetdoku::solve::{
    count_solutions, solve_puzzle, Count, Presolve, RepairMode, SecondSolution, SolveOptions,
    SolverKind,
};
use sheetdoku::{Blocks, Diagonals, Extra, Geometry, Grid, Variant};

const FOUR: &str = "1..4.4..2..3..1.";

#[test]
fn a_grid_is_its_line_and_reads_back() {
    for line in [
        FOUR,
        "GD3.7..A4...B.F.....2F..D...4A.1..F45D...9CA.3.E......4.5F362CGD..49A53.GE..6...F.2A..7E6..53DC...5...GD7....94FCB.G6.8F1..4A2..5.B.....E...F4D.4.E8.126C.F....B.C.3..F..5....1.AF..G.B527.396..2...93.1.4GDC......D..ABF.58.E94.4C......6..5.2..A.E.G..9B7..F36",
    ] {
        let grid = Grid::parse_line(line).unwrap();
        let text = serde_json::to_string(&grid).unwrap();
        assert_eq!(text, format!("\"{line}\""));
        assert_eq!(from_str::<Grid>(&text).unwrap(), grid);
    }
    // Not a square number of symbols, a symbol too large for the size.
    let err = from_str::<Grid>("\"12\"").unwrap_err().to_string();
    assert!(err.contains("2 symbols"), "{err}");
    assert!(from_str::<Grid>("\"1..5.4..2..3..1.\"").is_err());
    assert!(from_str::<Grid>("16").is_err());
}

#[test]
fn a_variant_is_its_name_and_reads_back() {
    let mut all = Variant::ALL.to_vec();
    all.push("jigsaw-windoku".parse().unwrap());
    all.push("extra-regions-x".parse().unwrap());
    for v in all {
        let value = to_value(v).unwrap();
        assert_eq!(value, json!(v.name()));
        assert_eq!(serde_json::from_value::<Variant>(value).unwrap(), v);
    }
    assert_eq!(
        from_str::<Variant>("\"Windoku X\"").unwrap(),
        Variant::WINDOKU_X
    );
    let err = from_str::<Variant>("\"hexadoku\"").unwrap_err().to_string();
    assert!(err.contains("hexadoku"), "{err}");
    // Its parts, each by a word of its own.
    assert_eq!(to_value(Blocks::Jigsaw).unwrap(), json!("jigsaw"));
    assert_eq!(to_value(Extra::Windoku).unwrap(), json!("windoku"));
    assert_eq!(to_value(Diagonals::Both).unwrap(), json!("both"));
    assert_eq!(from_str::<Diagonals>("\"none\"").unwrap(), Diagonals::None);
}

#[test]
fn levels_scores_and_techniques_are_their_names_and_read_back() {
    for level in Level::ALL {
        let text = serde_json::to_string(&level).unwrap();
        assert_eq!(text, format!("\"{level}\""));
        assert_eq!(from_str::<Level>(&text).unwrap(), level);
    }
    assert_eq!(to_value(Level::Hard).unwrap(), json!("hard"));
    for technique in Technique::ALL {
        let value = to_value(technique).unwrap();
        assert_eq!(value, json!(technique.to_string()));
        assert_eq!(
            serde_json::from_value::<Technique>(value).unwrap(),
            technique
        );
    }
    assert!(from_str::<Technique>("\"guessing\"").is_err());
    let score: Score = "4.2".parse().unwrap();
    assert_eq!(to_value(score).unwrap(), json!("4.2"));
    assert_eq!(from_str::<Score>("\"4.2\"").unwrap(), score);
    assert!(from_str::<Score>("\"4.25\"").is_err());
}

#[test]
fn reports_and_ratings_serialize_in_the_shapes_of_the_json_lines() {
    let g = Geometry::standard(4).unwrap();
    let givens = Grid::parse_line(FOUR).unwrap();
    let opts = SolveOptions::default().with_second_solution(SecondSolution::Cut);
    let report = solve_puzzle(&g, &givens, &opts).unwrap();
    let v = to_value(&report).unwrap();
    assert_eq!(v["status"], json!("solved"));
    assert_eq!(v["grid"], json!(report.solution().unwrap().to_line()));
    assert_eq!(v["uniqueness"], json!("unique"));

    let clash = Grid::parse_line("11..............").unwrap();
    let v = to_value(solve_puzzle(&g, &clash, &SolveOptions::default()).unwrap()).unwrap();
    assert_eq!(v["status"], json!("no_solution"));
    assert_eq!(v["repair"], json!("not_asked"));
    let conflict = &v["reason"]["clashing_givens"][0];
    assert_eq!(conflict["kind"], json!("repeat"));
    assert_eq!(conflict["digit"], json!(1));
    assert_eq!(conflict["cells"], json!([0, 1]));
    let checked = to_value(check(&g, &clash)).unwrap();
    assert_eq!(checked["conflicts"][0]["kind"], json!("repeat"));
    assert_eq!(checked["empty"], json!(14));

    let rating = to_value(rate(&g, &givens).unwrap()).unwrap();
    assert_eq!(rating["level"], json!("easy"));
    assert_eq!(rating["ending"], json!("solved"));
    assert_eq!(rating["grid"], json!(report.solution().unwrap().to_line()));
    assert!(rating["steps"][0]["technique"].is_string());
    assert_eq!(
        to_value(rate(&g, &clash).unwrap()).unwrap()["ending"],
        json!("contradiction")
    );

    assert_eq!(
        to_value(count_solutions(&g, &Grid::empty(4), 10).unwrap()).unwrap(),
        json!({ "solutions": 10, "exact": false })
    );
    assert_eq!(
        from_str::<Count>(r#"{"solutions": 1, "exact": true}"#).unwrap(),
        Count::Exact(1)
    );
    assert_eq!(
        to_value(Verdict::OtherSolution).unwrap(),
        json!("other_solution")
    );
}

#[test]
fn options_read_from_a_configuration_keep_the_defaults_left_out() {
    let opts: SolveOptions =
        from_str(r#"{"second_solution": "cut", "blp": {"presolve": "off"}}"#).unwrap();
    assert_eq!(opts.second_solution, SecondSolution::Cut);
    assert_eq!(opts.repair, RepairMode::Off);
    assert_eq!(opts.blp.presolve, Presolve::Off);
    assert_eq!(opts.blp.solver, SolverKind::Microlp);
    let opts: GenerateOptions = from_str(
        r#"{"seed": 7, "difficulty": "hard", "rating": ["3.0", "4.4"],
            "removal": "minimal", "symmetry": "rotate180"}"#,
    )
    .unwrap();
    assert_eq!(opts.seed, 7);
    assert_eq!(opts.difficulty, Some(Level::Hard));
    assert_eq!(
        opts.rating,
        Some(("3.0".parse().unwrap(), "4.4".parse().unwrap()))
    );
    assert_eq!(opts.removal, Removal::Minimal);
    assert_eq!(opts.symmetry, Symmetry::Rotate180);
    assert_eq!(opts.search, Search::Refused);
    assert_eq!(opts.max_attempts, GenerateOptions::default().max_attempts);
    // Written and read back: the same options (the deadline is not written).
    let text = serde_json::to_string(&opts).unwrap();
    assert!(!text.contains("deadline"), "{text}");
    assert_eq!(from_str::<GenerateOptions>(&text).unwrap(), opts);
    assert!(from_str::<SolveOptions>(r#"{"second_solution": "always"}"#).is_err());
}
