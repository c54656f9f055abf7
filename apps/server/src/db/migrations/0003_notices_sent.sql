CREATE TABLE "notices_sent" (
	"kind" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"occurrence" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_sent_kind_subject_id_occurrence_pk" PRIMARY KEY("kind","subject_id","occurrence")
);
