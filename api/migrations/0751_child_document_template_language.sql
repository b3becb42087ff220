-- The language a child document template is written in (its questions and names): its documents
-- are printed with labels in that language (a Swedish unit's templates are Swedish). fi or sv.
alter table child_document_template add column language text not null default 'fi' check (language in ('fi', 'sv'));
