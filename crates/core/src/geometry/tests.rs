//! The geometry's tests: shapes, maps, refusals and names.

use super::*;

#[test]
fn box_shapes_are_the_usual_ones() {
    assert_eq!(box_shape(4), Some((2, 2)));
    assert_eq!(box_shape(6), Some((2, 3)));
    assert_eq!(box_shape(8), Some((2, 4)));
    assert_eq!(box_shape(9), Some((3, 3)));
    assert_eq!(box_shape(12), Some((3, 4)));
    assert_eq!(box_shape(15), Some((3, 5)));
    assert_eq!(box_shape(16), Some((4, 4)));
    assert_eq!(box_shape(20), Some((4, 5)));
    assert_eq!(box_shape(25), Some((5, 5)));
    assert_eq!(box_shape(7), None);
}

#[test]
fn every_unit_has_n_cells_and_every_cell_is_in_its_units() {
    for n in [4, 6, 8, 9, 10, 12, 15, 16, 20, 25] {
        let g = Geometry::standard(n)
            .unwrap()
            .with_diagonals(Diagonals::Both);
        assert_eq!(g.units().len(), 3 * n + 2);
        for unit in g.units() {
            assert_eq!(unit.cells.len(), n, "{unit:?}");
        }
        for cell in 0..n * n {
            let on_diag = cell / n == cell % n || cell / n + cell % n == n - 1;
            let expected =
                3 + usize::from(cell / n == cell % n) + usize::from(cell / n + cell % n == n - 1);
            assert_eq!(
                g.units_of(cell).len(),
                expected,
                "n={n} cell={cell} {on_diag}"
            );
        }
    }
}

#[test]
fn windoku_9x9_matches_table_4_of_the_paper() {
    let table4 =
        "000000000011102220011102220011102220000000000033304440033304440033304440000000000";
    let map = windoku_map(9).unwrap();
    let text: String = map.iter().map(|d| char::from(b'0' + d)).collect();
    assert_eq!(text, table4);
    let g = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    assert_eq!(g.units().len(), 27 + 4);
    assert!(g.is_windoku_layout());
    assert_eq!(g.variant(), Variant::WINDOKU);
    assert_eq!(
        windoku_map(16).unwrap().iter().filter(|&&e| e != 0).count(),
        9 * 16
    );
    assert!(windoku_map(6).is_none());
}

#[test]
fn a_standard_block_map_with_other_labels_is_recognised() {
    let labels: Vec<u32> = Geometry::standard(9)
        .unwrap()
        .block_map()
        .iter()
        .map(|&b| 10 + 2 * b as u32)
        .collect();
    let g = Geometry::from_block_map(9, &labels).unwrap();
    assert_eq!(g.box_shape(), Some((3, 3)));
    assert_eq!(g.variant(), Variant::STANDARD);
}

#[test]
fn a_block_map_that_is_not_a_partition_names_the_bad_regions() {
    // Move one cell (A4, index 27) from block 4 into block 1.
    let mut labels: Vec<u32> = Geometry::standard(9)
        .unwrap()
        .block_map()
        .iter()
        .map(|&b| b as u32 + 1)
        .collect();
    labels[27] = 1;
    let err = Geometry::from_block_map(9, &labels).unwrap_err();
    let text = err.to_string();
    assert!(text.contains("region 1 has 10 cells"), "{text}");
    assert!(text.contains("region 4 has 8 cells"), "{text}");
    assert!(text.contains("A4"), "{text}");
}

#[test]
fn a_disconnected_region_is_refused() {
    // 4x4: swap two cells between regions so that region 1 is split.
    let mut labels: Vec<u32> = vec![1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4];
    labels.swap(0, 15); // A1 now region 4, D4 region 1
    let err = Geometry::from_block_map(4, &labels).unwrap_err();
    assert!(matches!(err, GeometryError::Disconnected { .. }), "{err}");
    assert!(err.to_string().contains("D4"), "{err}");
}

#[test]
fn extra_regions_of_the_wrong_size_are_refused() {
    let mut labels = vec![0u32; 81];
    labels[..8].fill(1);
    let err = Geometry::standard(9)
        .unwrap()
        .with_extra_regions(&labels)
        .unwrap_err();
    assert!(
        err.to_string().contains("extra region 1 has 8 cells"),
        "{err}"
    );
}

#[test]
fn variants_parse_and_print() {
    for v in Variant::ALL {
        assert_eq!(v.name().parse::<Variant>().unwrap(), v);
    }
    assert!("hexagon".parse::<Variant>().is_err());
    assert!(Geometry::for_variant(Variant::JIGSAW, 9, None).is_err());
    assert!(Geometry::for_variant(Variant::WINDOKU, 6, None).is_err());
    assert!(Geometry::standard(3).is_err());
    assert!(Geometry::standard(7).is_err());
}

/// Every combination of blocks, diagonals and extra regions.
fn every_combination() -> Vec<Variant> {
    let mut all = Vec::new();
    for blocks in [Blocks::Boxes, Blocks::Jigsaw] {
        for extra in [Extra::None, Extra::Windoku, Extra::Regions] {
            for diagonals in [Diagonals::None, Diagonals::Both] {
                all.push(Variant::new(blocks, diagonals, extra));
            }
        }
    }
    all
}

#[test]
fn every_combination_has_a_name_that_reads_back() {
    let names: Vec<String> = every_combination().iter().map(|v| v.name()).collect();
    assert_eq!(
        names,
        [
            "standard",
            "x",
            "windoku",
            "windoku-x",
            "extra-regions",
            "extra-regions-x",
            "jigsaw",
            "jigsaw-x",
            "jigsaw-windoku",
            "jigsaw-windoku-x",
            "jigsaw-extra-regions",
            "jigsaw-extra-regions-x",
        ]
    );
    for v in every_combination() {
        assert_eq!(v.name().parse::<Variant>(), Ok(v), "{v}");
        assert_eq!(v.to_string(), v.name());
        assert_eq!(v.name().to_uppercase().parse::<Variant>(), Ok(v), "{v}");
    }
}

#[test]
fn the_six_names_and_the_old_spellings_stay() {
    let named = [
        ("standard", Variant::STANDARD),
        ("x", Variant::X),
        ("windoku", Variant::WINDOKU),
        ("windoku-x", Variant::WINDOKU_X),
        ("jigsaw", Variant::JIGSAW),
        ("jigsaw-x", Variant::JIGSAW_X),
    ];
    for ((name, v), all) in named.iter().zip(Variant::ALL) {
        assert_eq!(v.name(), *name);
        assert_eq!(*v, all, "ALL keeps the papers' order");
    }
    for (spelling, v) in [
        ("classic", Variant::STANDARD),
        ("Sudoku", Variant::STANDARD),
        ("sudoku_x", Variant::X),
        ("Diagonal", Variant::X),
        ("hyper", Variant::WINDOKU),
        ("13 blocks", Variant::WINDOKU),
        ("Hyper X", Variant::WINDOKU_X),
        ("WindokuX", Variant::WINDOKU_X),
        ("irregular", Variant::JIGSAW),
        ("Jigsaw Sudoku X", Variant::JIGSAW_X),
        ("jigsaw_x", Variant::JIGSAW_X),
    ] {
        assert_eq!(spelling.parse::<Variant>(), Ok(v), "{spelling}");
    }
    for bad in [
        "",
        "hexagon",
        "x-x",
        "jigsaw-irregular",
        "windoku-extra-regions",
        "standard-x",
    ] {
        let err = bad.parse::<Variant>().unwrap_err();
        assert_eq!(err, crate::ParseError::UnknownVariant(bad.to_string()));
        let err = err.to_string();
        assert!(
            err.contains("valid: standard, x, windoku, windoku-x, jigsaw, jigsaw-x"),
            "{err}"
        );
    }
}

/// A 9x9 jigsaw map: the standard boxes with C1 and D2 trading blocks.
fn jigsaw_9x9() -> Vec<u32> {
    let mut labels: Vec<u32> = Geometry::standard(9)
        .unwrap()
        .block_map()
        .iter()
        .map(|&b| b as u32)
        .collect();
    // C1 (block 0) and D2 (block 1) change blocks: both stay connected.
    labels.swap(2, 12);
    labels
}

#[test]
fn a_jigsaw_with_windoku_blocks_is_named_for_both() {
    let map = jigsaw_9x9();
    let g = Geometry::for_variant(Variant::WINDOKU, 9, Some(&map)).unwrap();
    assert_eq!(g.box_shape(), None);
    assert!(g.is_windoku_layout());
    let v = g.variant();
    assert_eq!(
        (v.blocks, v.extra, v.diagonals),
        (Blocks::Jigsaw, Extra::Windoku, Diagonals::None)
    );
    assert_eq!(v.name(), "jigsaw-windoku");
    assert_eq!(g.title(), "9x9 Jigsaw Windoku");
    assert_eq!(
        g.describe(),
        "9x9 jigsaw Windoku (irregular regions, 4 extra blocks)"
    );
    // Named by its contents, the variant builds the same geometry again.
    assert_eq!(Geometry::for_variant(v, 9, Some(&map)).unwrap(), g);
    let gx = g.with_diagonals(Diagonals::Both);
    assert_eq!(gx.variant().name(), "jigsaw-windoku-x");
    assert_eq!(gx.title(), "9x9 Jigsaw Windoku X");
}

#[test]
fn extra_regions_that_are_not_windoku_are_not_called_windoku() {
    // One extra region: the 3x3 square B2:D4, not one of Windoku's.
    let mut labels = vec![0u32; 81];
    for r in 1..4 {
        for c in 1..4 {
            labels[r * 9 + c] = 5;
        }
    }
    let g = Geometry::standard(9)
        .unwrap()
        .with_extra_regions(&labels)
        .unwrap();
    assert!(g.has_extra_regions() && !g.is_windoku_layout());
    assert_eq!(g.variant().extra, Extra::Regions);
    assert_eq!(g.variant().name(), "extra-regions");
    assert_eq!(g.title(), "9x9 Sudoku with extra regions");
    assert_eq!(g.describe(), "9x9 extra-region (3x3 boxes, 1 extra block)");
    let gx = g.clone().with_diagonals(Diagonals::Both);
    assert_eq!(gx.variant().name(), "extra-regions-x");
    assert_eq!(gx.title(), "9x9 Sudoku X with extra regions");
    assert!(!gx.title().contains("Windoku") && !gx.describe().contains("Windoku"));
    // The variant alone cannot make the regions: their map is needed.
    let err = Geometry::for_variant(g.variant(), 9, None).unwrap_err();
    assert!(
        err.to_string().contains("needs an extra region map"),
        "{err}"
    );
    let jigsaw = Geometry::from_block_map(9, &jigsaw_9x9())
        .unwrap()
        .with_extra_regions(&labels)
        .unwrap();
    assert_eq!(jigsaw.variant().name(), "jigsaw-extra-regions");
    assert_eq!(jigsaw.title(), "9x9 Jigsaw Sudoku with extra regions");
}

#[test]
fn the_constraints_are_the_units_in_order() {
    for v in [Variant::STANDARD, Variant::WINDOKU_X] {
        let g = Geometry::for_variant(v, 9, None).unwrap();
        assert_eq!(g.constraints().len(), g.units().len());
        for (constraint, unit) in g.constraints().iter().zip(g.units()) {
            assert_eq!(constraint, &Constraint::AllDifferent(unit.clone()));
            assert_eq!(constraint.cells(), &unit.cells[..]);
        }
        assert_eq!(g.has_diagonals(), v.diagonals == Diagonals::Both);
        assert_eq!(g.variant(), v);
    }
}

#[test]
fn titles_of_the_six_variants_stay() {
    let jigsaw = jigsaw_9x9();
    for (v, title) in [
        (Variant::STANDARD, "9x9 Sudoku"),
        (Variant::X, "9x9 Sudoku X"),
        (Variant::WINDOKU, "9x9 Windoku"),
        (Variant::WINDOKU_X, "9x9 Windoku X"),
        (Variant::JIGSAW, "9x9 Jigsaw Sudoku"),
        (Variant::JIGSAW_X, "9x9 Jigsaw Sudoku X"),
    ] {
        let map = (v.blocks == Blocks::Jigsaw).then_some(&jigsaw[..]);
        let g = Geometry::for_variant(v, 9, map).unwrap();
        assert_eq!(g.variant(), v);
        assert_eq!(g.title(), title);
    }
}

fn extra_unit(cells: &[usize]) -> Constraint {
    Constraint::AllDifferent(Unit {
        kind: UnitKind::Extra,
        number: 1,
        cells: cells.to_vec(),
    })
}

#[test]
fn an_added_extra_region_survives_every_rebuild() {
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(extra_unit(&[0, 1, 4, 5]))
        .unwrap();
    assert_eq!(g.units().len(), 13);
    assert_eq!(g.variant().extra, Extra::Regions);
    let x = g.clone().with_diagonals(Diagonals::Both);
    assert_eq!(x.units().len(), 15);
    assert_eq!(x.extra_of(5), Some(1));
    assert_eq!(
        x.with_diagonals(Diagonals::None),
        g,
        "diagonals off gives it back"
    );
    // A second region may not share a cell with the first.
    let err = g
        .clone()
        .with_constraint(extra_unit(&[5, 6, 9, 10]))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a rule cannot be added: B2 is already in extra region 1"
    );
    let g2 = g.with_constraint(extra_unit(&[10, 11, 14, 15])).unwrap();
    assert_eq!(g2.extra_of(15), Some(2));
}

#[test]
fn an_added_rule_is_checked_by_its_family() {
    let g = Geometry::standard(4).unwrap();
    let refuse = |c: Constraint| g.clone().with_constraint(c).unwrap_err().to_string();
    assert_eq!(
        refuse(extra_unit(&[0, 1, 2])),
        "a rule cannot be added: it has 3 cells; a unit of a 4x4 grid has 4"
    );
    assert_eq!(
        refuse(extra_unit(&[0, 1, 1, 2])),
        "a rule cannot be added: B1 is listed twice"
    );
    assert_eq!(
        refuse(extra_unit(&[0, 1, 2, 16])),
        "a rule cannot be added: cell number 16 is outside the 4x4 grid"
    );
    let row = Constraint::AllDifferent(Unit {
        kind: UnitKind::Row,
        number: 1,
        cells: vec![0, 1, 2, 3],
    });
    assert_eq!(
        refuse(row),
        "a rule cannot be added: rows come from the size, the block map and the variant; \
         only extra regions can be added one by one"
    );
}

#[test]
fn rules_are_named_by_their_ids() {
    let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let namer = CellNamer::default();
    let ids: Vec<ConstraintId> = g.rules().map(|(id, _)| id).collect();
    assert_eq!(ids.len(), g.constraints().len());
    for (u, unit) in g.units().iter().enumerate() {
        let id = g.unit_id(u).unwrap();
        assert_eq!(
            g.constraint(id),
            Some(&Constraint::AllDifferent(unit.clone()))
        );
        assert_eq!(g.constraint_name(id, &namer), g.unit_name(u, &namer));
    }
    assert_eq!(g.constraint_name(ids[9], &namer), "column A");
    assert_eq!(g.unit_id(g.units().len()), None);
    assert_eq!(g.unit_name(99, &namer), "");
    assert!(g.only_all_different());
}

#[test]
fn a_spec_names_the_part_at_fault() {
    let spec = |v: Variant| GeometrySpec::new(6, v);
    let err = spec(Variant::WINDOKU).build().unwrap_err();
    assert_eq!(
        (err.part, err.error),
        (SpecPart::Whole, GeometryError::WindokuNeedsSquareBoxes(6))
    );
    let err = spec(Variant::new(Blocks::Boxes, Diagonals::None, Extra::Regions))
        .build()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "the extra-regions variant needs an extra region map"
    );
    let mut bad_map = spec(Variant::JIGSAW);
    bad_map.block_map = Some(vec![1; 36]);
    assert_eq!(bad_map.build().unwrap_err().part, SpecPart::BlockMap);
    let mut bad_extra = spec(Variant::STANDARD);
    bad_extra.extra_map = Some((0..36).map(|c| u32::from(c < 5)).collect());
    assert_eq!(bad_extra.build().unwrap_err().part, SpecPart::ExtraMap);
    let bad_rule = spec(Variant::STANDARD).constraint(extra_unit(&[0, 1]));
    assert_eq!(bad_rule.build().unwrap_err().part, SpecPart::Constraint(0));
    assert_eq!(
        GeometrySpec::new(3, Variant::STANDARD)
            .build()
            .unwrap_err()
            .part,
        SpecPart::Whole
    );
    // A good spec is the geometry for_variant makes.
    let good = spec(Variant::X).constraint(extra_unit(&[0, 1, 2, 6, 7, 8]));
    let g = good.build().unwrap();
    assert_eq!(
        g,
        Geometry::for_variant(Variant::X, 6, None)
            .unwrap()
            .with_constraint(extra_unit(&[0, 1, 2, 6, 7, 8]))
            .unwrap()
    );
}
