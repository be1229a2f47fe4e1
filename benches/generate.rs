//! Speed of the generator. Run with `cargo bench --bench generate`.
//!
//! - unique 9x9: one puzzle (random full grid, removal in random order
//!   keeping uniqueness) from a generator that keeps its compiled engine;
//! - unique 16x16: the same for 16x16;
//! - class set: 30 rated 9x9 puzzles generated and written to a worksheet
//!   (4 per page, answer key, one sheet per puzzle).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use sheetdoku::generate::{GenerateOptions, Generator};
use sheetdoku::write::{write_worksheet, WorksheetDoc, WorksheetPuzzle};
use sheetdoku::Geometry;

fn bench(c: &mut Criterion) {
    let nine = Geometry::standard(9).unwrap();
    let mut generator = Generator::new(&nine, GenerateOptions::default()).unwrap();
    c.bench_function("unique 9x9", |b| {
        b.iter(|| black_box(generator.next_puzzle().unwrap()))
    });

    let sixteen = Geometry::standard(16).unwrap();
    let mut generator = Generator::new(&sixteen, GenerateOptions::default()).unwrap();
    let mut group = c.benchmark_group("slow");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("unique 16x16", |b| {
        b.iter(|| black_box(generator.next_puzzle().unwrap()))
    });

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("class.xlsx");
    let mut seed = 0;
    group.bench_function("class set of 30 rated puzzles to a worksheet", |b| {
        b.iter(|| {
            seed += 1;
            let opts = GenerateOptions::default().with_seed(seed);
            let mut generator = Generator::new(&nine, opts).unwrap();
            let puzzles = (0..30)
                .map(|_| WorksheetPuzzle::generated(&nine, generator.next_puzzle().unwrap()))
                .collect();
            let doc = WorksheetDoc::default()
                .with_title("Class set")
                .with_puzzles(puzzles);
            write_worksheet(&path, &doc).unwrap();
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
