CREATE TABLE "reminders_sent" (
	"loaner_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"lab_day" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_loaner_id_kind_lab_day_pk" PRIMARY KEY("loaner_id","kind","lab_day")
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;