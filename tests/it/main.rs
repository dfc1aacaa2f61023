//! The integration tests, one binary: each module is one area of the app,
//! driven over HTTP, through the command line or against the reference vectors
//! (tests/vectors, unpacked by `vectors`).
//! The web scenarios run on SQLite and on PostgreSQL (`on_both_backends!`),
//! all in one throwaway PostgreSQL cluster per run. Run one module with
//! `cargo test --test it MODULE::`.

#[macro_use]
mod common;
#[path = "../vectors/reader.rs"]
mod vectors;

mod audit_removal;
mod bounded_work;
mod broadcast;
mod browser;
mod chess960;
mod cli;
mod clock;
mod dutch_fixtures;
mod dutch_rules;
mod dutch_vectors;
mod entries;
mod fide_mode;
mod fide_results;
mod games;
mod hall;
mod hardening;
mod hardening_three;
mod help;
mod input_edge;
mod instances;
mod layering;
mod list_updates;
mod pages;
mod pairing_attempts;
mod pairing_numbers;
mod pairing_rules;
mod parser_props;
mod player_card;
mod printouts;
mod prizes;
mod ratings;
mod round_day;
mod round_robin;
mod rules_cli;
mod rules_vectors;
mod rulings_cli;
mod russian_walk;
mod security;
mod self_service;
mod sessions;
mod standings;
mod standings_cli;
mod stored_codes;
mod swiss;
mod swiss_cli;
mod team_by_hand;
mod team_captains;
mod team_generate;
mod team_import;
mod team_rounds;
mod team_states;
mod team_vectors;
mod teams;
mod tiebreak_vectors;
mod tournament_day;
mod tournament_desk;
mod tournament_list;
mod trf_legacy;
mod two_factor;
mod vector_archives;
