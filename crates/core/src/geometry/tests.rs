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
        let g = Geometry::standard(n).unwrap().with_diagonals(true);
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
    let g = Geometry::for_variant(Variant::Windoku, 9, None).unwrap();
    assert_eq!(g.units().len(), 27 + 4);
    assert!(g.is_windoku_layout());
    assert_eq!(g.variant(), Variant::Windoku);
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
    assert_eq!(g.variant(), Variant::Standard);
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
    assert!(Geometry::for_variant(Variant::Jigsaw, 9, None).is_err());
    assert!(Geometry::for_variant(Variant::Windoku, 6, None).is_err());
    assert!(Geometry::standard(3).is_err());
    assert!(Geometry::standard(7).is_err());
}
