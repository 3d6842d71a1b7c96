ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;